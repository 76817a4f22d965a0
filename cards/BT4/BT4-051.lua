-- BT4-051 DoKunemon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with <Digi-Burst>
-- among them to your hand. Place the remaining cards at the bottom of your deck in any
-- order.

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    local found = ctx:cards(revealed, { kind = "Digimon", keyword = "Digi-Burst" })
    ctx:move(ctx:choose_card(found, { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
