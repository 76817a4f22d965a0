-- BT3-005 Kakkinmon
-- Inherited: [When Attacking][Once Per Turn] If this Digimon is level 7, gain 1 memory.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx) return ctx.self:level() == 7 end,
      run = function(ctx) ctx:gain_memory(1) end,
    },
  },
}
