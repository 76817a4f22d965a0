-- BT2-106 Infinity Cannon
-- [Main] Trigger <De-Digivolve 4> on 1 of your opponent's Digimon. (Trash up to 4 cards
-- from the top of one of your opponent's Digimon. If it has no digivolution cards, or
-- becomes a level 3 Digimon, you can't trash any more cards.)
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx) ctx:run_keyword("De-Digivolve 4", ctx:choose_one("opponent_digimon")) end,
  security = function(ctx) ctx:activate_main() end,
}
