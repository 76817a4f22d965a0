-- BT6-032 Tapirmon
-- Inherited: [Your Turn][Once Per Turn] When a card is removed from your security stack,
-- trigger ＜Draw 1＞. (Draw 1 card from your deck.)
return card {
  inherited = {
    when = { {
      label = "inherited [Your Turn] When a card is removed from your security stack",
      -- checked, trashed, added to the hand or placed elsewhere; each Digimon with it
      -- under it draws (Q1421)
      on = "card_moved", from = "security", owner = "you", turn = "your", once_per_turn = true,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
