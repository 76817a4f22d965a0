-- ST10-04 Gatomon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 yellow Digimon card and 1 purple
-- Digimon card among them to your hand. Place the remaining cards at the bottom of your
-- deck in any order.
-- [Your Turn] When this Digimon would digivolve into a card with [Archangel] or [Fallen
-- Angel] in its traits, reduce the memory cost of the digivolution by 2.
-- Inherited: [End of Your Turn] You may DNA digivolve this Digimon and one of your other
-- Digimon in play into a Digimon card in your hand by paying its DNA digivolve cost.
local YELLOW = { kind = "Digimon", color = "Yellow" }
local PURPLE = { kind = "Digimon", color = "Purple" }

local function without(cards, card)
  local out = {}
  for _, c in ipairs(cards) do if c ~= card then out[#out + 1] = c end end
  return out
end

-- the yellow cards that leave a purple card to add with them
local function paired(yellows, purples)
  local out = {}
  for _, y in ipairs(yellows) do
    if #without(purples, y) > 0 then out[#out + 1] = y end
  end
  return out
end

-- dnas lists each way to do it: a card in the hand with a DNA requirement (Q725) that
-- this Digimon and another meet, the one on top first (8-2-2-2; never ignoring it,
-- Q726), at a cost that can be paid.
local function dnas(ctx)
  local found = {}
  for _, card in ipairs(ctx:cards("hand", { kind = "Digimon", has_dna = true })) do
    for _, other in ipairs(ctx:all({ owner = "you", kind = "Digimon", not_self = true })) do
      for _, sources in ipairs({ { ctx.self, other }, { other, ctx.self } }) do
        local cost = ctx:dna_cost(card, sources)
        if cost and ctx:memory() - cost >= -10 then
          found[#found + 1] = { card = card, other = other, sources = sources }
        end
      end
    end
  end
  return found
end

-- narrow keeps the ways that pass, and lists what key gives for them once each.
local function narrow(found, pass, key, same)
  local kept, keys = {}, {}
  for _, f in ipairs(found) do
    if pass(f) then
      kept[#kept + 1] = f
      local k, seen = key(f), false
      for _, x in ipairs(keys) do seen = seen or same(x, k) end
      if not seen then keys[#keys + 1] = k end
    end
  end
  return kept, keys
end

local function same_card(a, b) return a == b end
local function same_object(a, b) return a:is(b) end

return card {
  on_play = function(ctx)
    -- as many as there are, if fewer than 3 (Q727)
    local revealed = ctx:reveal(3)
    local yellows, purples = ctx:cards(revealed, YELLOW), ctx:cards(revealed, PURPLE)
    -- Both must be added when both are there (Q728): a yellow-and-purple card is the
    -- yellow one only when another purple card is left.
    local added = {}
    local pairable = paired(yellows, purples)
    if #pairable > 0 then
      local yellow = ctx:choose_card(pairable, { count = 1, text = "add to your hand (yellow Digimon card)" })[1]
      local purple = ctx:choose_card(without(purples, yellow), { count = 1, text = "add to your hand (purple Digimon card)" })[1]
      added = { yellow, purple }
    else
      added = ctx:choose_card(#yellows > 0 and yellows or purples, { count = 1, text = "add to your hand" })
    end
    ctx:move(added, "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  would = { {
    label = "[Your Turn]",
    -- an effect of the battle area only, not from the breeding area (3-4-5); it adds to
    -- the other reductions of the same digivolution (Q3812)
    on = "digivolve", subject = "self", turn = "your",
    trigger = function(ctx)
      local into = ctx:would_card()
      return into ~= nil and #ctx:cards({ into }, { trait = "Archangel" })
        + #ctx:cards({ into }, { trait = "Fallen Angel" }) > 0
    end,
    reduces = 2,
    run = function(ctx) ctx:change_cost(-2) end,
  } },
  inherited = {
    end_of_your_turn = {
      -- at the end of the turn, before the opponent's begins (Q724)
      optional = true,
      condition = function(ctx) return #dnas(ctx) > 0 end,
      run = function(ctx)
        local found, cards = narrow(dnas(ctx), function() return true end, function(f) return f.card end, same_card)
        local card = ctx:choose_card(cards, { count = 1, text = "DNA digivolve into" })[1]
        local others
        found, others = narrow(found, function(f) return f.card == card end, function(f) return f.other end, same_object)
        local other = ctx:choose_one(others, { text = "DNA digivolve with" })
        found = narrow(found, function(f) return f.other:is(other) end, function(f) return f.sources[1] end, same_object)
        local ways = found[1].sources
        if #found > 1 then -- either may go on top (8-2-2-2)
          local top = ctx:choose_one({ ctx.self, other }, { text = "on top" })
          ways = top:is(ctx.self) and { ctx.self, other } or { other, ctx.self }
        end
        ctx:dna_digivolve(card, ways)
      end,
    },
  },
}
