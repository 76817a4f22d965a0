-- BT3-006 DemiMeramon
-- Inherited: [On Deletion] Trigger <Draw 1>. (Draw 1 card from your deck.) Then, trash 1
-- card in your hand.
return card {
  inherited = {
    on_deletion = function(ctx)
      ctx:run_keyword("Draw 1")
      ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1 }))
    end,
  },
}
