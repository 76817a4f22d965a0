-- BT1-067 Palmon
-- [On Play] Reveal 3 cards from the top of your deck. Add 1 level 4 Digimon card among
-- them to your hand. Place the remaining cards at the bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", level = 4 })), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
