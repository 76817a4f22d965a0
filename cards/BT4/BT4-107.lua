-- BT4-107 Pollen Spray
-- [Main] Reveal the top 3 cards of your deck. Add all Digimon cards with <Digi-Burst> among
-- them to your hand. Place the remaining cards at the bottom of your deck in any order.
-- Then, suspend 1 of your opponent's Digimon for each card added to your hand by this
-- effect.
-- [Security] Activate this card's [Main] effect.

-- "with <Digi-Burst>": an effect of its own starts with the keyword; a text that only
-- names it does not count (the card filter's keyword)
return card {
  main = function(ctx)
    local bursts = ctx:cards(ctx:reveal(3), { kind = "Digimon", keyword = "Digi-Burst" })
    local added = ctx:move(bursts, "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
    if added > 0 then
      ctx:suspend(ctx:choose({ owner = "opponent", kind = "Digimon" }, { count = added }))
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
