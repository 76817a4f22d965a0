-- BT1-010 Agumon
-- [On Play] Reveal 5 cards from the top of your deck. Add 1 Tamer card among them to your hand. Place the remaining cards at the bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(5)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Tamer" }), { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
