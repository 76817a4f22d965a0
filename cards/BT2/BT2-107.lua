-- BT2-107 Darkness Claw
-- [Main] 1 of your Digimon gets +3000 DP for the turn.
-- [Security] Gain 2 memory.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end,
  security = function(ctx) ctx:gain_memory(2) end,
}
