-- BT7-002 Bukamon
-- Inherited: [Your Turn][Once Per Turn] When you play a Digimon from one of your Digimon's
-- digivolution cards, gain 1 memory.
return card {
  inherited = {
    when = { {
      on = "played", subject = { owner = "you", kind = "Digimon" }, from = "digivolution",
      turn = "your", once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
