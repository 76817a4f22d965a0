-- <Blast DNA Digivolve (X + Y)> (ver. 3.6 16-30; not in ver. 1.0)
-- "1 of your specified Digimon and 1 specified card in hand may DNA digivolve into
-- this card."
--
-- An action (16-30-2) of ACE cards, printed "[Hand] [Counter] <Blast DNA Digivolve
-- ([WarGreymon] + [MetalGarurumon])>": in the counter timing of your opponent's attack
-- it works from your hand. It is optional (16-30-3): one of your Digimon in the battle
-- area named by one side of the parameter and a card in your hand named by the other
-- DNA digivolve into this card (16-30-4, 8-2), paying the cost (16-30-1) of this card's
-- DNA digivolution requirement, which it never ignores (16-30-5) — a card that prints
-- none has the parameter as its requirement, at no cost (ctx:dna_cost). The hand card
-- is revealed as the Digimon is chosen (16-30-6). The stacking order is the
-- parameter's: its left side on top (8-2-2-2). The new Digimon is a new card, so an
-- attack on the Digimon that DNA digivolved has lost its target (8-2-2-1-4); it is
-- unsuspended (8-2-2-1-1).
local function names(param)
  local out = {}
  for n in param:gmatch("%[(.-)%]") do out[#out + 1] = n end
  return out
end

-- pairs_for lists what may DNA digivolve: each Digimon in the battle area with a card
-- in the hand named by the other side of the parameter; left: the Digimon is the
-- parameter's left side (on top, 8-2-2-2).
local function pairs_for(ctx)
  local ns = names(ctx.keyword.param or "")
  local found = {}
  if #ns ~= 2 then return found end
  for i = 1, 2 do
    local on_field, in_hand = ns[i], ns[3 - i]
    for _, d in ipairs(ctx:all({ owner = "you", kind = "Digimon", name = on_field })) do
      for _, c in ipairs(ctx:hand()) do
        if c:name() == in_hand then
          local sources = (i == 1) and { d, c } or { c, d }
          local cost = ctx:dna_cost(ctx.card, sources)
          if cost and ctx:memory() - cost >= -10 then
            found[#found + 1] = { digimon = d, card = c, left = (i == 1) }
          end
        end
      end
    end
  end
  return found
end

return keyword {
  name = "Blast DNA Digivolve",
  optional = true,
  condition = function(ctx) return #pairs_for(ctx) > 0 end,
  run = function(ctx)
    local found = pairs_for(ctx)
    local digimon = {}
    for _, f in ipairs(found) do
      local seen = false
      for _, d in ipairs(digimon) do seen = seen or d:is(f.digimon) end
      if not seen then digimon[#digimon + 1] = f.digimon end
    end
    if #digimon == 0 then return end
    -- 16-30-6: the Digimon is chosen, and the hand card revealed, together.
    local d = ctx:choose_one(digimon, { text = "<Blast DNA Digivolve>: DNA digivolve into " .. ctx.card:name() })
    if not d then return end
    local cards, left = {}, true
    for _, f in ipairs(found) do
      if f.digimon:is(d) then
        cards[#cards + 1] = f.card
        left = f.left
      end
    end
    local c = cards[1]
    if #cards > 1 then
      c = ctx:choose_card(cards, { text = "<Blast DNA Digivolve>: the card in your hand to DNA digivolve with" })[1]
    end
    if not c then return end
    ctx:dna_digivolve(ctx.card, left and { d, c } or { c, d })
  end,
}
