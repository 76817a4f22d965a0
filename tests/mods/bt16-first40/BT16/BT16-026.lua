-- BT16-026 Vikemon
-- [Digivolve] [Shakkoumon]/[Zudomon]: Cost 3
-- [Hand] [Counter] <Blast Digivolve> (One of your Digimon may digivolve into this card
-- without paying the cost.)
-- [On Play] [When Digivolving] <De-Digivolve 2> 1 of your opponent's Digimon. Then, none
-- of their Digimon with 1 or fewer digivolution cards can suspend until the end of
-- their turn.
-- [When Attacking] Delete 1 of your opponent's Digimon with 1 or fewer digivolution
-- cards.

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

local few_cards = { owner = "opponent", kind = "Digimon", digivolution_cards_at_most = 1 }

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
      ctx:run_keyword("De-Digivolve 2", ctx:choose_one("opponent_digimon", { text = "<De-Digivolve 2>" }))
      ctx:cannot(few_cards, "suspend", "their_turn")
    end,
  } },
  when_attacking = function(ctx)
    ctx:delete(ctx:choose_one(few_cards, { text = "delete" }))
  end,
}
