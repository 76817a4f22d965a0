-- BT2-090 Matt Ishida
-- [Start of Your Turn] If you have 2 memory or less, set your memory to 3.
-- [On Play] Return 1 purple Digimon card or purple Option card from your trash to your hand.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  on_play = function(ctx)
    -- one card, a Digimon or an Option (Q1039)
    local purple = ctx:cards("trash", { color = "Purple", except = { kind = "Tamer" } })
    purple = ctx:cards(purple, { except = { kind = "Digi-Egg" } })
    ctx:move(ctx:choose_card(purple, { text = "return 1 purple Digimon card or purple Option card to your hand" }), "hand")
  end,
  security = function(ctx) ctx:play_self { free = true } end,
}
