-- BT1-078 Jagamon
-- [When Attacking] Reveal 3 cards from the top of your deck. You can digivolve this
-- card into 1 level 6 green Digimon card among them without paying its memory cost.
-- Place the remaining cards at the bottom of your deck in any order.
return card {
  when_attacking = function(ctx)
    local revealed = ctx:reveal(3)
    local into = {}
    for _, c in ipairs(ctx:cards(revealed, { kind = "Digimon", level = 6, color = "Green" })) do
      if ctx.self and ctx:digivolve_cost(ctx.self, c) then into[#into + 1] = c end -- its requirements hold (8-1-3-1)
    end
    local card = ctx:choose_card(into, { up_to = true, text = "digivolve into" })[1]
    if card then ctx:digivolve(ctx.self, card, { cost = 0 }) end
    ctx:to_deck_bottom(ctx:cards(revealed, { zone = "revealed" }))
  end,
}
