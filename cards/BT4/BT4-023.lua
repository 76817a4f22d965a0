-- BT4-023 Strabimon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with [Hybrid] in its form
-- and 1 blue Tamer card among them to your hand. Place the remaining cards at the bottom of
-- your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    -- one of each, both added (Q1179); either alone when only it is there (Q1180). A form
    -- is a trait (2-3-2-1).
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", trait = "Hybrid" })), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Tamer", color = "Blue" })), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
