-- <Blast DNA Digivolve (X + Y)> (ver. 3.6 16-30; not in ver. 1.0)
-- "1 of your specified Digimon and 1 specified card in hand may DNA digivolve into
-- this card."
--
-- An action (16-30-2) of ACE cards, printed "[Hand] [Counter] <Blast DNA Digivolve
-- ([WarGreymon] + [MetalGarurumon])>": in the counter timing of your opponent's attack
-- it works from your hand. It is optional (16-30-3): one of your Digimon in the battle
-- area named by one side of the parameter and a card in your hand named by the other
-- would DNA digivolve into this card (16-30-4, 8-2), paying the cost of this card's DNA
-- digivolution requirement, which it never ignores (16-30-5); the hand card is revealed
-- as the Digimon is chosen (16-30-6).
--
-- NOT YET DONE: the engine has no DNA digivolution (8-2, issue 6). Until it has, the
-- condition never holds: the effect never activates (declining is always allowed,
-- 16-30-3), so it spends no [Counter] (11-3-2). When DNA digivolution arrives, run
-- has the pairs it needs (with the requirement's cost) and the condition becomes
-- "#pairs_for(ctx) > 0".
local function names(param)
  local out = {}
  for n in param:gmatch("%[(.-)%]") do out[#out + 1] = n end
  return out
end

-- pairs_for lists the (Digimon in the battle area, card in hand) pairs the parameter
-- names, either way round.
local function pairs_for(ctx)
  local ns = names(ctx.keyword.param or "")
  local found = {}
  if #ns ~= 2 then return found end
  for i = 1, 2 do
    local on_field, in_hand = ns[i], ns[3 - i]
    for _, d in ipairs(ctx:all({ owner = "you", kind = "Digimon", name = on_field })) do
      for _, c in ipairs(ctx:hand()) do
        if c:name() == in_hand then found[#found + 1] = { digimon = d, card = c } end
      end
    end
  end
  return found
end

return keyword {
  name = "Blast DNA Digivolve",
  optional = true,
  condition = function(ctx) return false end, -- no DNA digivolution yet (issue 6)
  run = function(ctx)
    local _ = pairs_for(ctx) -- the DNA digivolution of one of these pairs goes here
  end,
}
