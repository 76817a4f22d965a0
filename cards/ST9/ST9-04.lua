-- ST9-04 ExVeemon
-- When you would play this card from your hand, if you have a green Digimon in play,
-- reduce its play cost by 1.
-- Inherited: [When Attacking] If you have a green Digimon in play, this Digimon gets
-- +1000 DP for the turn.
local function green_in_play(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Green" }) > 0 end

return card {
  -- An immediate effect on the cost about to be paid (15-8-5).
  would = { {
    label = "When you would play this card from your hand",
    on = "played", subject = "this_card", area = "hand", from = "hand",
    condition = green_in_play,
    reduces = 1,
    run = function(ctx) ctx:change_cost(-1) end,
  } },
  inherited = {
    when_attacking = {
      -- the attacking Digimon counts when it is green itself (Q708)
      condition = green_in_play,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    },
  },
}
