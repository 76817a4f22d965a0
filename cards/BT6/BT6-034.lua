-- BT6-034 Wizardmon
-- Inherited: [Your Turn][Once Per Turn] When a card is removed from your security stack,
-- gain 1 memory.
return card {
  inherited = {
    when = { {
      label = "inherited [Your Turn] When a card is removed from your security stack",
      -- checked, trashed, added to the hand or placed elsewhere
      on = "card_moved", from = "security", owner = "you", turn = "your", once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
