-- BT2-044 Tyrannomon
-- [When Digivolving] Reveal 3 cards from the top of your deck. Add 1 level 5 or lower Digimon
-- card and 1 green Tamer card among them to your hand. Place the remaining cards at the bottom
-- of your deck in any order.
return card {
  when_digivolving = function(ctx)
    local revealed = ctx:reveal(3)
    -- One of each, both added (Q1017).
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", level_at_most = 5 })), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Tamer", color = "Green" })), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
