-- ST3-15 Holy Flame
-- [Main] 1 of your opponent's Digimon gains <Security Attack -3> (This Digimon checks 3
-- fewer security cards) until the end of your opponent's next turn.
-- [Security] All of your opponent's Digimon gain <Security Attack -1> (This Digimon checks
-- 1 fewer security card) for the turn.
return card {
  main = function(ctx)
    ctx:give(ctx:choose_one("opponent_digimon"), "Security A. -3", "opponents_next_turn")
  end,
  security = function(ctx) ctx:give("opponent_digimon", "Security A. -1", "turn") end,
}
