-- BT5-020 Gabumon
-- [On Play] Reveal 3 cards from the top of your deck. Add 1 Digimon card with [Garurumon] in
-- its name and 1 Digimon card with [Omnimon] in its name among them to your hand. Place the
-- remaining cards at the bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    -- one of each, both added; either alone when only it is there (Q1301)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", name_has = "Garurumon" })), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", name_has = "Omnimon" })), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
