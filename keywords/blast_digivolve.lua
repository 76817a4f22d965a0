-- <Blast Digivolve> (ver. 3.6 16-25; ver. 1.0 12-26)
-- "One of your Digimon may digivolve into this card without paying the cost."
--
-- An action (16-25-2) of Digimon ACE cards (12-26-2), printed "[Hand] [Counter]
-- <Blast Digivolve>": in the counter timing of your opponent's attack (15-16-14) it
-- works from your hand (15-14-2). It is optional (16-25-3): asked before the effect
-- activates — so that declining leaves the attack's one [Counter] effect (11-3-2)
-- unspent — and only when one of your Digimon in the battle area (16-25-4; never the
-- breeding area, 12-26-4) meets one of this card's digivolution requirements
-- (12-26-3). The controller chooses that Digimon, which digivolves into this card
-- without paying the cost: an ordinary digivolution otherwise — it stays the same
-- Digimon, [When Digivolving] effects trigger, and its owner draws 1 card (8-1-2-10,
-- 12-26-5).
local function candidates(ctx)
  local out = {}
  for _, d in ipairs(ctx:all("your_digimon")) do
    if ctx:digivolve_cost(d, ctx.card) then out[#out + 1] = d end
  end
  return out
end

return keyword {
  name = "Blast Digivolve",
  optional = true,
  condition = function(ctx) return #candidates(ctx) > 0 end,
  run = function(ctx)
    local d = ctx:choose_one(candidates(ctx), { text = "<Blast Digivolve>: digivolve into " .. ctx.card:name() })
    if d then ctx:digivolve(d, ctx.card, { free = true }) end
  end,
}
