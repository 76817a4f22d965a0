-- BT16-017 Veemon
-- [Digivolve] [DemiVeemon]: Cost 0
-- [Your Turn][Once Per Turn] When one of your other Digimon is played or digivolves, if it has the [Free]
-- trait or is green, gain 1 memory.
-- Inherited: [Your Turn] This Digimon gets +2000 DP.
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
    -- "if it has ...": the Digimon as it is now, after digivolving (Q2616)
    condition = function(ctx)
      local o = ctx.event.object
      return o ~= nil and (o:has_trait("Free") or ctx:matches(o, "Green"))
    end,
    run = function(ctx) ctx:gain_memory(1) end,
  } },
  inherited = {
    static = { { turn = "your", dp = 2000 } },
  },
}
