-- ST8-11 Victory Sword
-- [Main] Unsuspend 1 of your blue Digimon.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx) ctx:unsuspend(ctx:choose_one({ owner = "you", kind = "Digimon", color = "Blue" })) end,
  security = function(ctx) ctx:add_to_hand() end,
}
