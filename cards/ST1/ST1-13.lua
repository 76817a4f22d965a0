-- ST1-13 Shadow Wing
-- [Main] 1 of your Digimon gets +3000 DP for the turn.
-- [Security] All of your Digimon gain <Security Attack +1> until the end of your next turn.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end,
  security = function(ctx) ctx:give("your_digimon", "Security A. +1", "your_next_turn") end,
}
