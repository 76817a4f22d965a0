-- BT4-106 Purge Shine
-- [Main] All of your opponent's Digimon get -3000 DP for the turn.
-- [Security] Activate this card's [Main] effect.
return card {
  -- global: a Digimon played later this turn gets it too (15-11-2-2)
  main = function(ctx) ctx:dp_plus("opponent_digimon", -3000, "turn") end,
  security = function(ctx) ctx:activate_main() end,
}
