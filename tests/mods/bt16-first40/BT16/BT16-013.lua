-- BT16-013 Valkyrimon
-- [Digivolve] [Silphymon]: Cost 3
-- [Hand] [Counter] <Blast Digivolve> (One of your Digimon may digivolve into this card without paying the cost.)
-- [On Play] [When Digivolving] All of your opponent's Digimon get -5000 DP for the turn.
-- [All Turns] [Once Per Turn] When a card is removed from a security stack, delete 1 of your opponent's 8000 DP
-- or lower Digimon. If this effect didn't delete, this Digimon gains <Security A. +1> until the end of your turn.

-- GAP: a scripted card cannot name a printed "[Hand] [Counter] <Blast Digivolve>" line: `keywords` takes
-- keywords a Digimon has, and ctx:run_keyword runs the action inside an effect that has already activated
-- (declining would spend the attack's one [Counter] effect, 11-3-2). Only a card whose text is keywords
-- alone gets the line built from keywords/blast_digivolve.lua. So the line is written out here with that
-- keyword's own terms (16-25): optional, and only when one of your Digimon meets a requirement.
local function can_blast(ctx)
  local out = {}
  for _, d in ipairs(ctx:all("your_digimon")) do
    if ctx:digivolve_cost(d, ctx.card) then out[#out + 1] = d end
  end
  return out
end

return card {
  counter = {
    label = "[Hand] [Counter] <Blast Digivolve>", area = "hand", optional = true,
    condition = function(ctx) return #can_blast(ctx) > 0 end,
    run = function(ctx)
      local d = ctx:choose_one(can_blast(ctx), { text = "<Blast Digivolve>: digivolve into Valkyrimon" })
      if d then ctx:digivolve(d, ctx.card, { free = true }) end
    end,
  },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx) ctx:dp_plus("opponent_digimon", -5000, "turn") end,
  } },
  when = { {
    label = "[All Turns] When a card is removed from a security stack",
    on = "card_moved", from = "security", owner = "any", once_per_turn = true,
    run = function(ctx)
      local target = ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = 8000 })
      ctx:delete(target)
      if target == nil or ctx:on_field(target) then
        ctx:give("self", "Security A. +1", "your_turn")
      end
    end,
  } },
}
