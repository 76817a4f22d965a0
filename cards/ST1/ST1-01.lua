-- ST1-01 Koromon
-- Inherited: [Your Turn] While this Digimon has 4 or more digivolution cards, it gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx) return ctx.self:digivolution_count() >= 4 end,
    } },
  },
}
