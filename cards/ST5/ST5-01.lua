-- ST5-01 Kapurimon
-- Inherited: [Your Turn] While this Digimon has ＜Blocker＞, it gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx) return ctx.self:has_keyword("Blocker") end,
    } },
  },
}
