-- BT4-083 Cerberusmon
-- [On Deletion] Trigger ＜Draw 2＞. (Draw 2 cards from your deck.) Then, trash 1 card in your
-- hand.
return card {
  on_deletion = function(ctx)
    ctx:run_keyword("Draw 2")
    ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
  end,
}
