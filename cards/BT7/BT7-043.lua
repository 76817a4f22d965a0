-- BT7-043 Gotsumon
-- [On Play] You may reveal 1 green Digimon card from your hand. If you do, place it on top of
-- your deck.
return card {
  on_play = function(ctx)
    -- the card chosen is shown to both players as it goes on top of the deck
    local c = ctx:choose_card(ctx:cards("hand", { kind = "Digimon", color = "Green" }), { optional = true })[1]
    if c then ctx:move(c, "deck_top") end
  end,
}
