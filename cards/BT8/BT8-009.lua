-- BT8-009 Hawkmon
-- [On Play] Reveal the top 4 cards of your deck. Add 1 2-color red card among them to your
-- hand. Place the remaining cards at the bottom of your deck in any order.

-- "2-color red": exactly 2 colors, red one of them, as printed: an Option card too (Q1698);
-- a revealed card's effects do not work, "also treated as red" included (Q1699)
local two_color_red = { color = "Red", colors_at_least = 2, colors_at_most = 2 }

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(4)
    ctx:move(ctx:choose_card(ctx:cards(revealed, two_color_red), { count = 1 }), "hand")
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
