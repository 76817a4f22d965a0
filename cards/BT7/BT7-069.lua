-- BT7-069 Eyesmon: Scatter Mode
-- [On Deletion] ＜Draw 3＞. (Draw 3 cards from your deck.) Then, trash 2 cards in your hand.
return card {
  on_deletion = function(ctx)
    ctx:run_keyword("Draw 3")
    ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 2, text = "trash from your hand" }))
  end,
}
