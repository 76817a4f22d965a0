-- BT4-004 Budmon
-- Inherited: [Your Turn] While this Digimon has ＜Digi-Burst＞, it gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      -- having the keyword is enough: whether <Digi-Burst> could be activated now, at its
      -- timing or with enough digivolution cards, does not matter (Q1151, Q1152)
      condition = function(ctx) return ctx.self:has_keyword("Digi-Burst") end,
    } },
  },
}
