-- <Fragment <N>> (ver. 3.6 16-36; not in ver. 1.0)
-- "When this Digimon would be deleted, you may trash N of its digivolution cards to
-- prevent that deletion." Printed <Fragment (3)>; ctx.keyword.n is N.
-- An immediate effect (16-36-2) against any deletion. "By choosing N of this Digimon's
-- digivolution cards and trashing them" is an optional cost (16-36-3, 15-7): all N or
-- nothing (15-7-3), so it needs N digivolution cards; the controller chooses which, and
-- only when all N were trashed is the deletion prevented. Each copy triggers (16-36-4);
-- once one has prevented the deletion the others have nothing left to prevent.
return keyword {
  name = "Fragment",
  effects = {
    would = { {
      on = "deleted", subject = "self", optional = true,
      trigger = function(ctx)
        return ctx:would_affect(ctx.self) and ctx.keyword.n > 0 and ctx.self:digivolution_count() >= ctx.keyword.n
      end,
      run = function(ctx)
        local n = ctx.keyword.n
        if ctx:trash_digivolution_cards(ctx.self, n, "choose") == n then ctx:prevent(ctx.self) end
      end,
    } },
  },
}
