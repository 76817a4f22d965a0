-- ST4-10 Lillymon
-- [When Digivolving] Reveal the top 5 cards of your deck. Add 1 level 6 or higher Digimon card
-- among them to your hand. Place the remaining cards at the bottom of your deck in any order.
return card {
  when_digivolving = function(ctx)
    local revealed = ctx:reveal(5)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", level_at_least = 6 })), "hand")
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
