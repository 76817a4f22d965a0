-- ST9-09 Stingmon
-- When you would play this card from your hand, if you have a blue Digimon in play,
-- reduce its play cost by 1.
-- Inherited: [When Attacking] If you have a blue Digimon in play, <Draw 1>. (Draw 1 card
-- from your deck.)
local function blue_in_play(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Blue" }) > 0 end

return card {
  -- An immediate effect on the cost about to be paid (15-8-5).
  would = { {
    label = "When you would play this card from your hand",
    on = "played", subject = "this_card", area = "hand", from = "hand",
    condition = blue_in_play,
    reduces = 1,
    run = function(ctx) ctx:change_cost(-1) end,
  } },
  inherited = {
    when_attacking = {
      -- the attacking Digimon counts when it is blue itself (Q715)
      condition = blue_in_play,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
