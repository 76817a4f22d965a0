-- BT7-068 Lopmon
-- Inherited: [Your Turn][Once Per Turn] When you play a Tamer, gain 1 memory.
return card {
  inherited = {
    when = { {
      on = "played", subject = { owner = "you", kind = "Tamer" }, turn = "your", once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
