-- BT3-051 Dokugumon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 level 5 and 1 level 6 Digimon card
-- among them to your hand. Trash the remaining cards.
return card {
  on_play = function(ctx)
    ctx:reveal(3)
    -- One of each; the level 6 is chosen among the cards still revealed: of two copies of
    -- a card that is both level 5 and 6, both may be added (Q2827).
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", level = 5 })), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", level = 6 })), "hand")
    ctx:move(ctx:cards("revealed"), "trash")
  end,
}
