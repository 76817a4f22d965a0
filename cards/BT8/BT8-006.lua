-- BT8-006 DemiMeramon
-- Inherited: [Your Turn][Once Per Turn] When a card is trashed from your deck, ＜Draw 1＞.
-- (Draw 1 card from your deck.)
return card {
  inherited = {
    when = { {
      label = "inherited [Your Turn] When a card is trashed from your deck",
      on = "card_moved", from = "deck", to = "trash", owner = "you", turn = "your", once_per_turn = true,
      -- straight from the deck: from = "deck" also takes a card revealed from the deck,
      -- which leaves it when it is placed (15-15-3-3), but a revealed card trashed is not
      -- "trashed from your deck" (Q1697); any effect of yours trashing it counts (Q1696)
      trigger = function(ctx, ev) return ev.from == "deck" end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
