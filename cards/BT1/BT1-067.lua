-- BT1-067 Palmon
-- [On Play] Reveal 3 cards from the top of your deck. Add 1 level 4 Digimon card among
-- them to your hand. Place the remaining cards at the bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    ctx:add_to_hand(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", level = 4 })))
    ctx:to_deck_bottom(ctx:cards(revealed, { zone = "revealed" }))
  end,
}
