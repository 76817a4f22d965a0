-- BT3-010 ZubaEagermon
-- Inherited: [Your Turn] While this Digimon is level 7, it gains <Security Attack +1>.
-- (This Digimon checks 1 additional security card.)
return card {
  inherited = {
    static = { {
      turn = "your", keyword = "Security A. +1",
      condition = function(ctx) return ctx.self:level() == 7 end,
    } },
  },
}
