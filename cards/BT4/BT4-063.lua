-- BT4-063 Commandramon
-- [On Deletion] Reveal the top 3 cards of your deck. You may play 1 [Commandramon] among them
-- without paying its memory cost. Place the remaining cards at the bottom of your deck in any
-- order.
return card {
  on_deletion = function(ctx)
    local revealed = ctx:reveal(3)
    local commandramon = ctx:choose_card(ctx:cards(revealed, { name = "Commandramon" }), {
      count = 1, optional = true, text = "play without paying its memory cost",
    })[1]
    if commandramon then ctx:play_card(commandramon, { free = true }) end
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
