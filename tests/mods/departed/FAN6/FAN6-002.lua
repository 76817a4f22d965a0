-- FAN6-002 Doublemon: one object named twice in one operation.
-- [On Play] [When Digivolving] Delete 1 of your opponent's Digimon, twice over, and return it to the hand twice.
-- [When Attacking] Return this Digimon to the hand twice over.
local function twice(ctx)
  local t = ctx:choose_one("opponent_digimon")
  if t == nil then return end
  ctx:delete({ t, t })
  ctx:return_to_hand({ t, t })
  ctx:move({ t, t }, "deck_bottom")
end
return card {
  on_play = twice,
  when_digivolving = twice,
  when_attacking = function(ctx)
    local me = ctx.self
    ctx:return_to_hand({ me, me })
    ctx:trash_digivolution_cards(me, 3)
  end,
}
