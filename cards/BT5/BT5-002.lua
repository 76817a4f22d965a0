-- BT5-002 Tsunomon
-- Inherited: [Your Turn] While this Digimon has [Garurumon] or [Omnimon] in its name, it gets
-- +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      -- any name it has now, gained ones too (2-3-1-3)
      condition = function(ctx) return ctx:matches(ctx.self, "[Garurumon]/[Omnimon] in name") end,
    } },
  },
}
