-- BT3-062 Ludomon
-- [On Play] Reveal the top 5 cards of your deck. Add 1 [RagnaLoardmon] Digimon card and 1
-- Digimon card with [Legend-Arms] in its type among them to your hand. Place the remaining
-- cards at the bottom of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(5)
    -- One of each, both added (Q1091).
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", name = "RagnaLoardmon" }), {
      text = "add 1 [RagnaLoardmon] Digimon card to your hand",
    }), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", trait = "Legend-Arms" }), {
      text = "add 1 Digimon card with [Legend-Arms] in its type to your hand",
    }), "hand")
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
