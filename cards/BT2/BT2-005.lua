-- BT2-005 Kapurimon
-- Inherited: [Your Turn] While this Digimon has <Reboot>, it gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx) return ctx.self:has_keyword("Reboot") end,
    } },
  },
}
