-- BT16-029 Agumon
-- [Digivolve] Lv.2 w/[Light Fang]/[Night Claw] trait: Cost 0
-- [On Play] Reveal the top 3 cards of your deck. Add 1 [Light Fang] trait card and 1
-- [Night Claw] trait or 1 2-color card among them to the hand. Return the rest to the
-- bottom of the deck.
-- Inherited: [Your Turn] All of your opponent's Security Digimon get -3000 DP.
local function without(list, card)
  local out = {}
  for _, c in ipairs(list) do if c ~= card then out[#out + 1] = c end end
  return out
end

-- night_claw_or_two_colors: the revealed cards with the [Night Claw] trait or 2 colors.
local function night_claw_or_two_colors(ctx, revealed)
  local out = {}
  for _, c in ipairs(revealed) do
    if #ctx:cards({ c }, { trait = "Night Claw" }) > 0 or #c:colors() == 2 then out[#out + 1] = c end
  end
  return out
end

-- As many cards as possible are added (as for BT16-039, Q2633): a [Light Fang] card
-- offered first is one that still leaves a card for the second, if there is such a pair.
local function light_fang_choices(ctx, revealed)
  local fangs, seconds = ctx:cards(revealed, { trait = "Light Fang" }), night_claw_or_two_colors(ctx, revealed)
  local pairs = {}
  for _, c in ipairs(fangs) do
    if #without(seconds, c) > 0 then pairs[#pairs + 1] = c end
  end
  if #pairs > 0 then return pairs end
  return fangs
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    local first = ctx:choose_card(light_fang_choices(ctx, revealed), { text = "add a [Light Fang] trait card" })[1]
    local second = ctx:choose_card(without(night_claw_or_two_colors(ctx, revealed), first),
      { text = "add a [Night Claw] trait card or a 2-color card" })[1]
    ctx:move({ first, second }, "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  inherited = {
    static = { { turn = "your", target = { owner = "opponent", security_digimon = true }, dp = -3000 } },
  },
}
