-- BT5-064 BlackGaogamon
-- Inherited: [Your Turn] While this Digimon has <Reboot>, it gains <Jamming>. (This Digimon
-- can't be deleted in battles against Security Digimon.)
return card {
  inherited = {
    static = { {
      turn = "your",
      keyword = "Jamming",
      condition = function(ctx) return ctx.self:has_keyword("Reboot") end,
    } },
  },
}
