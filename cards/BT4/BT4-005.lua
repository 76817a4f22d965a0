-- BT4-005 Missimon
-- Inherited: [Your Turn] While this Digimon has [D-Brigade] in its type, it gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx) return ctx.self:has_trait("D-Brigade") end,
    } },
  },
}
