-- BT1-078 Jagamon
-- [When Attacking] Reveal 3 cards from the top of your deck. You can digivolve this
-- card into 1 level 6 green Digimon card among them without paying its memory cost.
-- Place the remaining cards at the bottom of your deck in any order.
return card {
  when_attacking = function(ctx)
    local revealed = ctx:reveal(3)
    ctx:digivolve_choose {
      who = "self", from = revealed, filter = { kind = "Digimon", level = 6, color = "Green" },
      free = true, optional = true, -- its requirements still hold (8-1-3-1)
    }
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
