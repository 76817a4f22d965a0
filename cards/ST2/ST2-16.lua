-- ST2-16 Cocytus Breath
-- [Main] Return 1 of your opponent's Digimon to its owner's hand. (Trash all of the
-- digivolution cards of that Digimon.)
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx) ctx:return_to_hand(ctx:choose_one("opponent_digimon")) end,
  security = function(ctx) ctx:activate_main() end,
}
