-- BT5-045 LordKnightmon
-- [When Attacking] You may play a yellow level 3 Digimon card or a yellow Digimon card
-- with [Warrior] in its type from your hand without paying its memory cost.
-- [All Turns] For each other Digimon you have in play, this Digimon gets +1000 DP.

-- 1 card: a yellow level 3 Digimon card, or a yellow [Warrior] trait Digimon card (Q1332)
local function playable(ctx)
  local out = {}
  for _, c in ipairs(ctx:cards("hand", { kind = "Digimon", color = "Yellow" })) do
    local fits = c:level() == 3 or #ctx:cards({ c }, { trait = "Warrior" }) > 0
    if fits and ctx:can_play(c, { free = true }) then out[#out + 1] = c end
  end
  return out
end

return card {
  when_attacking = function(ctx)
    local c = ctx:choose_card(playable(ctx), { optional = true, text = "play without paying the cost" })[1]
    if c then ctx:play_card(c, { free = true }) end
  end,
  static = { {
    dp = function(ctx) return 1000 * ctx:count({ owner = "you", kind = "Digimon", not_self = true }) end,
  } },
}
