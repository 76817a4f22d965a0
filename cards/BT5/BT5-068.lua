-- BT5-068 BlackMachGaogamon
-- <Reboot> (Unsuspend this Digimon during your opponent's unsuspend phase.)
-- Inherited: [Your Turn] While this Digimon has <Reboot>, it gets +2000 DP.
return card {
  keywords = { "Reboot" },
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx) return ctx.self:has_keyword("Reboot") end,
    } },
  },
}
