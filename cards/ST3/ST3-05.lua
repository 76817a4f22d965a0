-- ST3-05 Angemon
-- Inherited: [When Attacking] If you have 4 or more security cards, gain 1 memory.
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx:security_count() >= 4 end,
      run = function(ctx) ctx:gain_memory(1) end,
    },
  },
}
