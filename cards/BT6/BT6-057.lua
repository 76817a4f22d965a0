-- BT6-057 ToyAgumon
-- Inherited: [All Turns] While this Digimon has ＜Blocker＞, it gets +1000 DP.
return card {
  inherited = {
    static = { {
      dp = 1000,
      condition = function(ctx) return ctx.self:has_keyword("Blocker") end,
    } },
  },
}
