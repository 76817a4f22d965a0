-- BT3-043 Kentaurosmon
-- [When Digivolving] Up to 5 of your opponent's Digimon gain <Security Attack -2> (This
-- Digimon checks 2 fewer security cards) until the end of your opponent's next turn.
-- [On Deletion] 1 of your opponent's Digimon gets -11000 DP for the turn.
return card {
  when_digivolving = function(ctx)
    local mons = ctx:choose("opponent_digimon",
      { count = 5, up_to = true, text = "gain <Security Attack -2>" })
    ctx:give(mons, "Security A. -2", "opponents_next_turn")
  end,
  on_deletion = function(ctx)
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -11000, "turn")
  end,
}
