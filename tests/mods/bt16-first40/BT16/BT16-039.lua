-- BT16-039 Pulsemon
-- [Digivolve] [Bibimon]: Cost 0
-- [On Play] Reveal the top 4 cards of your deck. Add 1 card with [Pulsemon] in its text
-- and 1 card with the [Abadin Electronics] trait among them to the hand. Return the rest
-- to the bottom of the deck.
-- Inherited: [All Turns] While this Digimon has [Pulsemon] in its text, it gets +1000 DP.
local pulsemon = { text_has = "Pulsemon" }
local abadin = { trait = "Abadin Electronics" }

local function without(list, card)
  local out = {}
  for _, c in ipairs(list) do if c ~= card then out[#out + 1] = c end end
  return out
end

-- As many cards as possible are added (Q2633): when a card fits both descriptions, the
-- [Pulsemon] card offered first is one that still leaves an [Abadin Electronics] card,
-- if there is such a pair.
local function pulsemon_choices(ctx, revealed)
  local texts, traits = ctx:cards(revealed, pulsemon), ctx:cards(revealed, abadin)
  local pairs = {}
  for _, c in ipairs(texts) do
    if #without(traits, c) > 0 then pairs[#pairs + 1] = c end
  end
  if #pairs > 0 then return pairs end
  return texts
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(4)
    local first = ctx:choose_card(pulsemon_choices(ctx, revealed), { text = "add a card with [Pulsemon] in its text" })[1]
    local second = ctx:choose_card(without(ctx:cards(revealed, abadin), first),
      { text = "add a card with the [Abadin Electronics] trait" })[1]
    ctx:move({ first, second }, "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  inherited = {
    static = { {
      dp = 1000,
      condition = function(ctx) return ctx.self:has_in_text("Pulsemon") end,
    } },
  },
}
