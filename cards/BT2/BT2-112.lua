-- BT2-112 BlackWarGreymon
-- While your opponent has a Digimon with 10000 DP or more in play, reduce the memory cost
-- to play this card from your hand by 6.
-- [When Attacking] When you attack your opponent's Digimon with the highest DP, unsuspend
-- this Digimon.
local function opponent_has_10000(ctx)
  return ctx:count({ owner = "opponent", kind = "Digimon", dp_at_least = 10000 }) > 0
end

-- attacks_the_highest: the attack's target is one of the opponent's Digimon with the
-- highest DP among theirs only (Q1044), ties all counting (Q1045), suspended or not
-- (Q1046).
local function attacks_the_highest(ctx)
  local attack = ctx:current_attack()
  if not attack or not attack.target then return false end
  for _, mon in ipairs(ctx:all({ owner = "opponent", kind = "Digimon", highest = "dp" })) do
    if mon:is(attack.target) then return true end
  end
  return false
end

return card {
  -- "While ...": the card's own play cost in the hand, so the main phase offers it at
  -- 13 - 6 = 7 (2-6, 1-3-11-1); no reduction when an effect plays it from elsewhere.
  static = { { play_cost = -6, condition = opponent_has_10000 } },
  when_attacking = {
    condition = attacks_the_highest,
    run = function(ctx) ctx:unsuspend("self") end,
  },
}
