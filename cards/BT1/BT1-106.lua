-- BT1-106 Symphony No.1 <Polyphony>
-- [Main] 1 of your opponent's Digimon gets -7000 DP for the turn.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -7000, "turn") end,
}
