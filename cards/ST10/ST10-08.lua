-- ST10-08 Tsukaimon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 card with [Angel], [Archangel], or
-- [Fallen Angel] in its traits among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
-- "[X] in its traits": a trait that contains it (2-3-2-4) — [Angel] is in [Mini Angel]
local ANGEL = { trait_has = { "Angel", "Archangel", "Fallen Angel" } }

return card {
  on_play = function(ctx)
    -- As many as there are, if fewer than 3 (Q739); such a card revealed must be added
    -- (Q740).
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(ctx:cards(revealed, ANGEL), { count = 1, text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
