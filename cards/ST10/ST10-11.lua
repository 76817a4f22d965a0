-- ST10-11 Bastemon
-- [On Play] Delete 1 of your opponent's level 3 Digimon.
return card {
  on_play = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }))
  end,
}
