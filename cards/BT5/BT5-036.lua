-- BT5-036 Renamon
-- [On Play] 1 of your opponent's Digimon gains <Security Attack -1> (This Digimon checks
-- 1 fewer security cards) until the end of your opponent's next turn.
return card {
  on_play = function(ctx)
    ctx:give(ctx:choose_one("opponent_digimon"), "Security A. -1", "opponents_next_turn")
  end,
}
