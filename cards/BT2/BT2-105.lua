-- BT2-105 Spider Shooter
-- [Main] Trigger <De-Digivolve 1> on 1 of your opponent's Digimon. (Trash 1 card from
-- the top of one of your opponent's Digimon. If it has no digivolution cards, or becomes
-- a level 3 Digimon, you can't trash any more cards.)
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx) ctx:run_keyword("De-Digivolve 1", ctx:choose_one("opponent_digimon")) end,
  security = function(ctx) ctx:activate_main() end,
}
