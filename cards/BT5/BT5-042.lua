-- BT5-042 Knightmon
-- [On Play] 1 of your opponent's Digimon gets -4000 DP for the turn.
return card {
  on_play = function(ctx)
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -4000, "turn")
  end,
}
