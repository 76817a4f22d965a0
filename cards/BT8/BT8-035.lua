-- BT8-035 Candlemon
-- Inherited: [Your Turn][Once Per Turn] When you play another purple Digimon, gain 1 memory.

return card {
  inherited = {
    when = { {
      label = "inherited [Your Turn] When you play another purple Digimon",
      on = "played", subject = { owner = "you", kind = "Digimon", color = "Purple", not_self = true },
      turn = "your", once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
