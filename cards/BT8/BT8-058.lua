-- BT8-058 Agumon
-- [On Play] Reveal the top 4 cards of your deck. Add 1 card with [Greymon] in its name and 1
-- card with [Dragonkin] in its traits among them to your hand. Place the remaining cards at
-- the bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(4)
    -- one of each, two different cards; either alone when only it is there
    ctx:move(ctx:choose_card(ctx:cards(revealed, { name_has = "Greymon" }), {
      text = "add 1 card with [Greymon] in its name to your hand",
    }), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { trait_has = "Dragonkin" }), {
      text = "add 1 card with [Dragonkin] in its traits to your hand",
    }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
