-- BT5-059 Keramon
-- [On Play] Reveal 5 cards from the top of your deck. Add 1 Digimon card with [Unidentified] in
-- its type and 1 [Arata Sanada] card among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(5)
    -- one of each (Q1336); either alone when only it is there (Q1335).
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", trait = "Unidentified" })), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { name = "Arata Sanada" })), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
