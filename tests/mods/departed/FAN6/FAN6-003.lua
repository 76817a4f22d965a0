-- FAN6-003 Hauntmon: the issue's case — trash_digivolution_cards on a Digimon that
-- has already left the field, from an effect that waits for its deletion.
-- [When Digivolving] Trash this Digimon's digivolution cards after it is deleted.
return card {
  when_digivolving = function(ctx)
    local me = ctx.self
    ctx:delete(me)
    ctx:trash_digivolution_cards(me, 5)
    ctx:trash_digivolution_cards(me, 5, "choose")
    ctx:later("end_of_turn", function(c) c:trash_digivolution_cards(me, 5) end)
  end,
}
