-- <Scapegoat> (ver. 3.6 16-31; not in ver. 1.0)
-- "When this Digimon would be deleted other than by one of your effects, you may
-- delete 1 of your other Digimon to prevent that deletion."
-- An immediate effect (16-31-2) against every deletion except one its owner's own
-- effects cause: an opponent's effect, a battle, a rule check. "By deleting 1 of your
-- other Digimon" is an optional cost (16-31-3, 15-7): it needs another Digimon of its
-- owner in the battle area, and the deletion is prevented only if that Digimon really
-- was deleted (one that saves itself has not paid the cost). That deletion is by the
-- owner's own effect, so another <Scapegoat> does not answer it. Each copy triggers
-- (16-31-4), each at most once per deletion (15-8-5-4); once one has prevented the
-- deletion the others have nothing left to prevent.
local others = { owner = "you", kind = "Digimon", not_self = true }

return keyword {
  name = "Scapegoat",
  effects = {
    would = { {
      on = "deleted", subject = "self", optional = true,
      trigger = function(ctx, ev)
        return ctx:would_affect(ctx.self) and not (ev.cause == "effect" and ev.by_you) and ctx:count(others) > 0
      end,
      run = function(ctx)
        local other = ctx:choose_one(others, { text = "delete which Digimon for <Scapegoat>?" })
        if not other then return end
        ctx:delete(other)
        if not ctx:on_field(other) then ctx:prevent(ctx.self) end
      end,
    } },
  },
}
