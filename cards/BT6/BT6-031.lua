-- BT6-031 Tinkermon
-- [On Deletion] 1 of your opponent's Digimon gains ＜Security Attack -1＞ (This Digimon
-- checks 1 fewer security cards) until the end of your opponent's next turn.
return card {
  on_deletion = function(ctx)
    -- activated in the opponent's turn, it lasts until the end of that turn (Q1420)
    ctx:give(ctx:choose_one("opponent_digimon"), "Security A. -1", "opponents_next_turn")
  end,
}
