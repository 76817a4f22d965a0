-- BT6-040 Mistymon
-- Inherited: [Your Turn][Once Per Turn] When a card is removed from your security stack, 1
-- of your opponent's Digimon gets -2000 DP for the turn.
return card {
  inherited = {
    when = { {
      label = "[Your Turn][Once Per Turn] When a card is removed from your security stack",
      -- removed by any cause, your own effects included (Q1426)
      on = "card_moved", from = "security", owner = "you", turn = "your", once_per_turn = true,
      run = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -2000, "turn") end,
    } },
  },
}
