-- BT1-048 Patamon
-- [On Play] Reveal 4 cards from the top of your deck. Add all yellow Tamer cards among them to your hand.
-- Place the remaining cards at the bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(4)
    ctx:move(ctx:cards(revealed, { kind = "Tamer", color = "Yellow" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
