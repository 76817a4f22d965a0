-- BT1-002 Bebydomon
-- Inherited: [Your Turn] While this Digimon has <Piercing>, it gets +2000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx) return ctx.self:has_keyword("Piercing") end,
    } },
  },
}
