-- BT16-027 Imperialdramon: Fighter Mode
-- [Digivolve] [Imperialdramon: Dragon Mode]: Cost 2
-- [Hand] [Counter] <Blast Digivolve> (One of your Digimon may digivolve into this card
-- without paying the cost.)
-- [On Play] [When Digivolving] Return 1 of your opponent's Digimon with as many or fewer
-- digivolution cards as this Digimon to the bottom of the deck.
-- [End of Attack] [Once Per Turn] Unsuspend this Digimon. Then, if [Imperialdramon:
-- Dragon Mode] is in this Digimon's digivolution cards, return 1 of your opponent's
-- suspended Digimon to the bottom of the deck.

-- GAP: a script cannot name a printed "[Hand] [Counter] <Blast Digivolve>" line the way
-- a card without a script gets it (its effect taking the keyword's "may" and
-- condition, asked before it activates: 16-25-3, 11-3-2). ctx:run_keyword asks only
-- once the effect has activated, which would spend the attack's one [Counter] effect
-- on a "no"; so the keyword's terms are spelled out here, as keywords/blast_digivolve.lua
-- has them.
local function blast_candidates(ctx)
  local out = {}
  for _, d in ipairs(ctx:all("your_digimon")) do
    if ctx:digivolve_cost(d, ctx.card) then out[#out + 1] = d end
  end
  return out
end

return card {
  counter = {
    area = "hand", optional = true, label = "[Hand] [Counter] <Blast Digivolve>",
    condition = function(ctx) return #blast_candidates(ctx) > 0 end,
    run = function(ctx)
      local d = ctx:choose_one(blast_candidates(ctx), { text = "<Blast Digivolve>: digivolve into " .. ctx.card:name() })
      ctx:digivolve(d, ctx.card, { free = true })
    end,
  },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", digivolution_cards_at_most = "self" },
        { text = "return to the bottom of the deck" }), "deck_bottom")
    end,
  } },
  end_of_attack = {
    once_per_turn = true,
    run = function(ctx)
      ctx:unsuspend("self")
      if ctx.self and #ctx:cards(ctx:digivolution_cards(ctx.self), { name = "Imperialdramon: Dragon Mode" }) > 0 then
        ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true },
          { text = "return to the bottom of the deck" }), "deck_bottom")
      end
    end,
  },
}
