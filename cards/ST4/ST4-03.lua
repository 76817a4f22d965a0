-- ST4-03 Tentomon
-- [On Play] Reveal the top card of your deck. If it's a green Digimon card, add it to your
-- hand. Otherwise, place it at the bottom of your deck.
return card {
  on_play = function(ctx)
    local card = ctx:reveal(1)[1]
    if not card then return end
    -- The revealed card is read as printed: an effect that treats it as green only on the
    -- field does not make it green here (Q3192).
    local green_digimon = #ctx:cards({ card }, { kind = "Digimon", color = "Green" }) == 1
    ctx:move(card, green_digimon and "hand" or "deck_bottom")
  end,
}
