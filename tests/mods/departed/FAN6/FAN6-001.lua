-- FAN6-001 Vanishmon: every operation of the API on a Digimon that has left the field.
-- [On Play] [When Digivolving] Return this Digimon to the hand. Then do everything else to it.
local function haunt(ctx)
  local me = ctx.self
  if me == nil then return end
  local under = ctx:digivolution_cards(me)
  ctx:return_to_hand(me)
  ctx:trash_digivolution_cards(me, 2)
  ctx:trash_digivolution_cards(me, 1, "bottom")
  ctx:trash_digivolution_cards(me, 1, "choose")
  ctx:delete(me)
  ctx:trash(me)
  ctx:return_to_hand({ me, me })
  ctx:suspend(me)
  ctx:unsuspend(me)
  ctx:trash_top(me)
  ctx:de_digivolve(me, 1)
  ctx:dp_plus(me, 1000, "turn")
  ctx:digivolution_cards_to_hand(me, under)
  ctx:play_from_under(me, under)
  ctx:move_under(under, me)
  ctx:trash_link_cards(me, under)
  ctx:move(me, "deck_bottom")
  ctx:move(under, "hand")
end
return card { on_play = haunt, when_digivolving = haunt }
