-- BT4-079 Labramon
-- [On Play] Trigger ＜Draw 1＞. (Draw 1 card from your deck.) Then, trash 1 card in your hand.
return card {
  on_play = function(ctx)
    ctx:run_keyword("Draw 1")
    ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
  end,
}
