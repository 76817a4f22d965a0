-- BT3-093 Davis Motomiya
-- [Start of Your Turn] If you have 2 memory or less, set your memory to 3.
-- [On Play] Reveal the top 3 cards of your deck. Add 1 blue and 1 green Digimon card among
-- them to your hand. Place the remaining cards at the bottom of your deck in any order.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  on_play = function(ctx)
    ctx:reveal(3)
    -- one blue Digimon card and one green one (Q1123); a card of both colors fills
    -- one of the two (Q4704)
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", color = "Blue" }),
      { text = "add 1 blue Digimon card to your hand" }), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", color = "Green" }),
      { text = "add 1 green Digimon card to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  security = function(ctx) ctx:play_self { free = true } end,
}
