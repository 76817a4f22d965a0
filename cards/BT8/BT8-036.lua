-- BT8-036 Ankylomon
-- When you would play this card from your hand, if you have a blue Digimon in play, reduce
-- the play cost of this card by 1.
-- Inherited: [When Attacking] If you have a blue Digimon in play, 1 of your opponent's
-- Digimon gets -3000 DP for the turn.

-- "in play": the battle area (3-4-5)
local function blue_in_play(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Blue" }) > 0 end

return card {
  -- an immediate effect on the cost about to be paid (15-8-5)
  would = { {
    label = "When you would play this card from your hand",
    on = "played", subject = "this_card", area = "hand", from = "hand",
    condition = blue_in_play,
    reduces = 1,
    run = function(ctx) ctx:change_cost(-1) end,
  } },
  inherited = {
    when_attacking = {
      -- the attacking Digimon counts when it is blue itself (Q1725)
      condition = blue_in_play,
      run = function(ctx)
        local mon = ctx:choose_one("opponent_digimon", { text = "-3000 DP for the turn" })
        if mon then ctx:dp_plus(mon, -3000, "turn") end
      end,
    },
  },
}
