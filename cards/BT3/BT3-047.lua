-- BT3-047 Wormmon
-- [On Deletion] Reveal the top 3 cards of your deck. Add 1 level 4 or 5 Digimon card
-- among them to your hand. Place the remaining cards at the bottom of your deck in any
-- order.
return card {
  on_deletion = function(ctx)
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(ctx:cards(revealed,
      { kind = "Digimon", level_at_least = 4, level_at_most = 5 })), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
