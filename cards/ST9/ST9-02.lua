-- ST9-02 Veemon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 card with [Free] in its traits
-- among them to your hand. Place the remaining cards at the bottom of your deck in any
-- order.
return card {
  on_play = function(ctx)
    -- As many as there are, if fewer than 3 (Q706); such a card revealed must be added
    -- (Q707). "[Free] in its traits": a trait that contains it (2-3-2-4).
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { trait_has = "Free" }), { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
