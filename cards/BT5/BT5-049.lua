-- BT5-049 Kiwimon
-- [On Play] Reveal 3 cards from the top of your deck. Add all Digimon cards with
-- <Digisorption> among them to your hand. Place the remaining cards at the bottom of your
-- deck in any order.

-- "with <Digisorption>": an effect of its own starts with the keyword (the card filter's
-- keyword), printed <Digisorption -N>
return card {
  on_play = function(ctx)
    local found = ctx:cards(ctx:reveal(3), { kind = "Digimon", keyword = "Digisorption" })
    if #found > 0 then ctx:move(found, "hand") end
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
