-- BT1-074 Togemon
-- [When Digivolving] Reveal 3 cards from the top of your deck. Add 1 level 5 or higher
-- Digimon card among them to your hand. Place the remaining cards at the bottom of your
-- deck in any order.
return card {
  when_digivolving = function(ctx)
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", level_at_least = 5 })), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
