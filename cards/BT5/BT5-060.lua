-- BT5-060 Monitamon
-- [On Play] Look at the top card of your deck.
-- [On Deletion] Reveal 3 cards from the top of your deck. You may play 1 [Monitamon] among them
-- without paying its memory cost. Place the remaining cards at the bottom of your deck in any
-- order.
return card {
  on_play = function(ctx)
    -- Looked at, not revealed (15-15-4): only p1 learns the card; nothing on the board moves.
    ctx:cards("deck", { top = 1 })
  end,
  on_deletion = function(ctx)
    local revealed = ctx:reveal(3)
    local monitamon = ctx:choose_card(ctx:cards(revealed, { name = "Monitamon" }), {
      count = 1, optional = true, text = "play without paying its memory cost",
    })[1]
    if monitamon then ctx:play_card(monitamon, { free = true }) end
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
