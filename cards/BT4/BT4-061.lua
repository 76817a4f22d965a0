-- BT4-061 BanchoLeomon
-- [On Deletion] Suspend up to 2 of your opponent's Digimon.
return card {
  on_deletion = function(ctx)
    ctx:suspend(ctx:choose("opponent_digimon", { count = 2, up_to = true, text = "suspend" }))
  end,
}
