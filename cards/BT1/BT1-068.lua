-- BT1-068 Kokuwamon
-- Inherited: [Your Turn] While this Digimon is level 6 or higher, it gains <Security
-- Attack +1>. (This Digimon checks 1 additional security card.)
return card {
  inherited = {
    static = { {
      turn = "your", keyword = "Security A. +1",
      condition = function(ctx) return ctx.self:level() >= 6 end,
    } },
  },
}
