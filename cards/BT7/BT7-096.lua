-- BT7-096 Starlight Velocity
-- [Main] You may play 1 Tamer card or 1 Digimon card with [Hybrid] in its traits from one
-- of your Digimon's digivolution cards as a Tamer or another Digimon without paying its
-- memory cost.
-- [Security] You may play 1 [Koji Minamoto] from your hand or trash without paying its
-- memory cost.

-- The Tamer cards and [Hybrid] Digimon cards under your Digimon, each with the Digimon it
-- is under.
local function playable_sources(ctx)
  local cards, under = {}, {}
  for _, mon in ipairs(ctx:all({ owner = "you", kind = "Digimon" })) do
    local sources = ctx:digivolution_cards(mon)
    for _, filter in ipairs({ { kind = "Tamer" }, { kind = "Digimon", trait = "Hybrid" } }) do
      for _, c in ipairs(ctx:cards(sources, filter)) do
        cards[#cards + 1] = c
        under[#cards] = mon
      end
    end
  end
  return cards, under
end

return card {
  main = function(ctx)
    local cards, under = playable_sources(ctx)
    local pick = ctx:choose_card(cards,
      { count = 1, optional = true, text = "play without paying its memory cost" })[1]
    if not pick then return end
    for i, c in ipairs(cards) do
      if c == pick then
        ctx:play_from_under(under[i], pick)
        return
      end
    end
  end,
  security = function(ctx)
    local koji = ctx:choose_card(ctx:cards({ "hand", "trash" }, { name = "Koji Minamoto" }),
      { optional = true, text = "play without paying its memory cost" })[1]
    if koji then ctx:play_card(koji, { free = true }) end
  end,
}
