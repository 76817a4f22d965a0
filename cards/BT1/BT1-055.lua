-- BT1-055 Angemon
-- [On Play] 1 of your opponent's Digimon gets -3000 DP for the turn.
return card {
  on_play = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -3000, "turn") end,
}
