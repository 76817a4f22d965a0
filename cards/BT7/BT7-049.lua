-- BT7-049 MameTyramon
-- [When Attacking] Reveal the top 3 cards of your deck. You may digivolve this Digimon into a
-- green level 6 card among them without paying its memory cost. Place the remaining cards at
-- the bottom of your deck in any order.
return card {
  when_attacking = function(ctx)
    -- as many as the deck has, should it have fewer than 3 (Q1590)
    local revealed = ctx:reveal(3)
    local into = {}
    for _, c in ipairs(ctx:cards(revealed, { color = "Green", level = 6 })) do
      -- by its digivolution requirements; only the memory cost is not paid
      if ctx:can_digivolve(ctx.self, c, { free = true }) then into[#into + 1] = c end
    end
    -- "you may": none chosen, all of them go to the bottom (Q1587)
    local c = ctx:choose_card(into, { optional = true })[1]
    if c then
      -- the bonus draw comes from the unrevealed deck as it is stacked (Q1588); the new
      -- card's [When Digivolving] waits until this effect is done (Q1589)
      ctx:digivolve(ctx.self, c, { free = true })
    end
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
