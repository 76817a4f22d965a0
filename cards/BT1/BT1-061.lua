-- BT1-061 Mistymon
-- [On Play] 2 of your opponent's Digimon get -3000 DP for the turn.
return card {
  on_play = function(ctx)
    ctx:dp_plus(ctx:choose("opponent_digimon", { count = 2 }), -3000, "turn")
  end,
}
