-- BT4-045 Maycrackmon
-- [Opponent's Turn] While you have 3 or fewer security cards, all of your Security
-- Digimon get +4000 DP.
return card {
  static = { {
    turn = "opponents", target = { owner = "you", security_digimon = true }, dp = 4000,
    condition = function(ctx) return ctx:security_count() <= 3 end,
  } },
}
