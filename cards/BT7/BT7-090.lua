-- BT7-090 Kota Domoto
-- [Start of Your Turn] If you have 2 memory or less, set your memory to 3.
-- [On Play] Reveal the top 4 cards of your deck. Add 1 card with [X-Antibody] in its traits
-- among them to your hand. Place the remaining cards at the bottom of your deck in any order.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  on_play = function(ctx)
    ctx:reveal(4)
    -- "in its traits" (2-3-2-4); "X-Antibody" also finds the cards printed [X Antibody]
    -- (core/trait_spelling.go)
    ctx:add_to_hand(ctx:choose_card(ctx:cards("revealed", { trait_has = "X-Antibody" }),
      { count = 1, text = "add to your hand" }))
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
  security = function(ctx) ctx:play_self { free = true } end,
}
