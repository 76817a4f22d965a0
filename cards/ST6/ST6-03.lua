-- ST6-03 Gabumon
-- Inherited: [When Attacking] Trigger <Draw 1>. (Draw 1 card from your deck.) Then, trash 1
-- card in your hand.
return card {
  inherited = {
    when_attacking = function(ctx)
      ctx:run_keyword("Draw 1")
      ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
    end,
  },
}
