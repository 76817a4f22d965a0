-- BT7-032 Pulsemon
-- Inherited: [When Attacking][Once Per Turn] If you have 3 security cards, gain 2 memory.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      -- exactly 3 (1-3-10: a number is that number)
      condition = function(ctx) return ctx:security_count() == 3 end,
      run = function(ctx) ctx:gain_memory(2) end,
    },
  },
}
