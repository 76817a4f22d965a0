-- BT2-063 MetalGreymon
-- <Reboot> (Unsuspend this Digimon during your opponent's unsuspend phase.)
-- Inherited: [Your Turn] While this Digimon has <Reboot>, it gains <Security Attack +1>. (This
-- Digimon checks 1 additional security card.)
return card {
  keywords = { "Reboot" },
  inherited = {
    static = { {
      turn = "your",
      keyword = "Security A. +1",
      condition = function(ctx) return ctx.self:has_keyword("Reboot") end,
    } },
  },
}
