-- BT2-095 River of Power
-- [Main] Return up to 3 of your opponent's level 3 Digimon to their hand. (Trash all of the
-- digivolution cards of those Digimon.)
return card {
  main = function(ctx)
    ctx:return_to_hand(ctx:choose({ owner = "opponent", kind = "Digimon", level = 3 }, { count = 3, up_to = true }))
  end,
}
