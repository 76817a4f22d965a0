-- BT4-074 Darkdramon
-- ＜Rush＞ (This Digimon can attack the turn it comes into play.)
-- [On Play] Return up to 5 Digimon cards with [D-Brigade] in their types from your trash to
-- the top of your deck in any order, and for each card you return this way, gain 2 memory.
return card {
  keywords = { "Rush" },
  on_play = function(ctx)
    local cards = ctx:choose_card(ctx:cards("trash", { kind = "Digimon", trait = "D-Brigade" }), {
      count = 5, up_to = true, text = "return to the top of your deck",
    })
    local returned = ctx:move(cards, "deck_top", { order = "any" })
    ctx:gain_memory(2 * returned)
  end,
}
