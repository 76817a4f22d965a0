-- BT6-025 Panjyamon
-- Inherited: [When Attacking][Once Per Turn] Gain 1 memory.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    },
  },
}
