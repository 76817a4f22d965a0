-- BT8-046 Terriermon
-- [On Play] You may reveal the top 5 cards of your deck. Add 1 card with [Gargomon] or
-- [Rapidmon] in its name among them to your hand. Place the remaining cards at the bottom of
-- your deck in any order.
return card {
  on_play = {
    optional = true,
    run = function(ctx)
      local revealed = ctx:reveal(5)
      -- any card, not only Digimon cards; names gained from effects count too (2-3-1-3)
      ctx:move(ctx:choose_card(ctx:cards(revealed, { name_has = { "Gargomon", "Rapidmon" } }), {
        text = "add 1 card with [Gargomon] or [Rapidmon] in its name to your hand",
      }), "hand")
      ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
    end,
  },
}
