-- BT4-088 DanDevimon
-- [Opponent's Turn][Once Per Turn] When a card is removed from your security stack, trash the
-- top card of your opponent's security stack.
-- [On Deletion] Your opponent trashes 2 cards in their hand.
return card {
  when = { {
    -- removed, whatever is added back (Q1237); each copy triggers on its own (Q1238)
    on = "card_moved", from = "security", owner = "you", turn = "opponents", once_per_turn = true,
    -- a trashed security card is not checked: its [Security] effect does not activate (Q1235)
    run = function(ctx) ctx:trash_security(1, "opponent") end,
  } },
  on_deletion = function(ctx)
    -- the opponent chooses the 2 cards (Q1236)
    ctx:trash_cards(ctx:choose_card(ctx:cards("hand", { owner = "opponent" }), {
      count = 2, chooser = "opponent", text = "trash 2 cards in your hand",
    }))
  end,
}
