-- BT2-073 Garurumon
-- Inherited: [Your Turn][Once Per Turn] When one of your other Digimon is deleted, gain 1
-- memory.
return card {
  inherited = {
    when = { {
      on = "deleted", subject = { owner = "you", kind = "Digimon", not_self = true },
      turn = "your", once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
