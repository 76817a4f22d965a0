-- BT6-003 Bibimon
-- Inherited: [When Attacking][Once Per Turn] If you have 3 security cards, gain 1 memory.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx) return ctx:security_count() == 3 end,
      run = function(ctx) ctx:gain_memory(1) end,
    },
  },
}
