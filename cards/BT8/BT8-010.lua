-- BT8-010 Aquilamon
-- When you would play this card from your hand, reduce its play cost by 1 if you have a
-- yellow Digimon in play.
-- Inherited: [When Attacking] If you have a yellow Digimon in play, delete 1 of your
-- opponent's Digimon with 5000 DP or less.
local function yellow_in_play(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Yellow" }) > 0 end

return card {
  -- An immediate effect on the cost about to be paid (15-8-5): by 1, however many yellow
  -- Digimon you have (Q1700).
  would = { {
    label = "When you would play this card from your hand",
    on = "played", subject = "this_card", area = "hand", from = "hand",
    condition = yellow_in_play,
    reduces = 1,
    run = function(ctx) ctx:change_cost(-1) end,
  } },
  inherited = {
    when_attacking = {
      -- a processing condition: without a yellow Digimon it does not activate (15-6-3)
      condition = yellow_in_play,
      run = function(ctx)
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(5000) }))
      end,
    },
  },
}
