-- BT2-076 Pumpkinmon
-- Inherited: [On Deletion] Trigger <Draw 2>. (Draw 2 cards from your deck.) Then trash 1 card
-- from your hand.
return card {
  inherited = {
    on_deletion = function(ctx)
      ctx:run_keyword("Draw 2")
      ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card from your hand" }))
    end,
  },
}
