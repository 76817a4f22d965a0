-- BT6-009 Huckmon
-- [On Play] Reveal the top 5 cards of your deck. Add up to 2 Digimon cards with [Huckmon],
-- [Jesmon], or [Sistermon] in their names among them to your hand. Place the remaining cards
-- at the bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(5)
    -- Any 2 of them, 2 copies of one card too (Q1405).
    local fitting = ctx:cards(revealed, { kind = "Digimon", name_has = { "Huckmon", "Jesmon", "Sistermon" } })
    ctx:move(ctx:choose_card(fitting, {
      count = 2, up_to = true,
      text = "add up to 2 Digimon cards with [Huckmon], [Jesmon] or [Sistermon] in their names to your hand",
    }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
