-- BT7-032 Pulsemon
-- Inherited: [When Attacking][Once Per Turn] If you have 3 security cards, gain 2 memory.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      -- "3 security cards", not "3 or more": exactly 3 (as BT6-003); unmet, the effect does
      -- not activate (15-6-3)
      condition = function(ctx) return ctx:security_count() == 3 end,
      run = function(ctx) ctx:gain_memory(2) end,
    },
  },
}
