-- BT3-014 Silphymon
-- [When Digivolving] Change the original DP of 1 of your opponent's level 4 or lower
-- Digimon to 1000 for the turn.
-- [Your Turn] This Digimon is also treated as yellow.
return card {
  -- The printed DP is replaced; -DP effects still apply on top of it (Q1056, Q1057).
  when_digivolving = function(ctx)
    ctx:change_original_dp(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }), 1000, "turn")
  end,
  -- Red and yellow in your turn: it meets "Yellow, Level 5" requirements (Q1054).
  static = { { turn = "your", also_color = "Yellow" } },
}
