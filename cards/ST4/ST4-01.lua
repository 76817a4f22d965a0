-- ST4-01 Motimon
-- Inherited: [Your Turn] While this Digimon is level 6 or higher, it gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx) return ctx.self:level() >= 6 end,
    } },
  },
}
