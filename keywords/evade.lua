-- <Evade> (ver. 3.6 16-21; ver. 1.0 12-22)
-- "When this Digimon would be deleted, you may suspend it to prevent that deletion."
-- An immediate effect (16-21-2): it cuts in before the deletion, whatever deletes it —
-- an effect, a battle, or the rule check of a Digimon at 0 DP (17-1-3-1; 12-22-5: it
-- cancels no DP reduction, so at the next rule check the Digimon, still at 0 DP and now
-- suspended, is deleted). "By suspending this Digimon" is an optional cost (16-21-3,
-- 15-7): only an unsuspended Digimon can pay it (12-22-6), and only once it is paid —
-- the Digimon is now suspended — is the deletion prevented. Each copy triggers (16-21-4);
-- a second copy finds the Digimon suspended and spared, and does nothing.
return keyword {
  name = "Evade",
  effects = {
    would = { {
      on = "deleted", subject = "self", optional = true,
      trigger = function(ctx) return ctx:would_affect(ctx.self) and not ctx.self:is_suspended() end,
      run = function(ctx)
        ctx:suspend(ctx.self)
        if ctx.self:is_suspended() then ctx:prevent(ctx.self) end
      end,
    } },
  },
}
