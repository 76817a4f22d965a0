-- BT8-033 Armadillomon
-- [On Play] Reveal the top 4 cards of your deck. Add 1 2-color yellow card among them to your
-- hand. Place the remaining cards at the bottom of your deck in any order.

-- a card of exactly 2 colors, one of them yellow (2-4-3), of any kind: an Option card too
-- (Q1723); a revealed card has only its printed colors: effects do not activate in the
-- deck (Q1724)
local two_color_yellow = { color = "Yellow", colors_at_least = 2, colors_at_most = 2 }

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(4)
    ctx:move(ctx:choose_card(ctx:cards(revealed, two_color_yellow), { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
