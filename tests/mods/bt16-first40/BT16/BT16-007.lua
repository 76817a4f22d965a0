-- BT16-007 Hawkmon
-- [Digivolve] [Poromon]: Cost 0
-- [Your Turn][Once Per Turn] When one of your other Digimon is played or digivolves, if it has the [Free]
-- trait or is yellow, gain 1 memory.
-- Inherited: [When Attacking] [Once Per Turn] Suspend 1 of your opponent's Digimon.
return card {
  when = { {
    label = "[Your Turn] When one of your other Digimon is played or digivolves",
    turn = "your", once_per_turn = true,
    -- one trigger condition, met by either event: "is played or digivolves" (in the
    -- battle area: the breeding area is outside it, 3-4-5-6)
    trigger = function(ctx, ev)
      local o = ev.object
      return (ev.kind == "play" or ev.kind == "digivolve") and o ~= nil and o:is_digimon()
        and ctx:is_mine(o) and not o:is(ctx.self) and ctx:zone_of(o:top()) == "battle"
    end,
    -- "if it has ...": the Digimon as it is now, after digivolving (Q2604)
    condition = function(ctx)
      local o = ctx.event.object
      return o ~= nil and (o:has_trait("Free") or ctx:matches(o, "Yellow"))
    end,
    run = function(ctx) ctx:gain_memory(1) end,
  } },
  inherited = {
    when_attacking = {
      once_per_turn = true,
      run = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
    },
  },
}
