-- BT6-070 Elecmon
-- [On Deletion] Delete 1 of your opponent's level 3 Digimon.
return card {
  on_deletion = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }))
  end,
}
