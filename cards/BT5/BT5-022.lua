-- BT5-022 Bulucomon
-- Inherited: [Your Turn][Once Per Turn] When you trash a digivolution card of 1 of your
-- opponent's Digimon, gain 1 memory.
return card {
  inherited = {
    when = { {
      label = "[Your Turn][Once Per Turn] When you trash a digivolution card of 1 of your opponent's Digimon",
      -- a Digimon leaving the field takes its digivolution cards along: that is no trashing
      -- of a digivolution card (Q1305); cards trashed at once count once (Q1306)
      on = "card_moved", from = "digivolution", to = "trash", owner = "opponent", turn = "your",
      once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
