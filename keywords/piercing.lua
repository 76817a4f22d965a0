-- <Piercing> (ver. 3.6 16-6; ver. 1.0 12-7)
-- "When this Digimon attacks and deletes your opponent's Digimon in battle, it checks
-- security before the attack ends."
--
-- A triggered effect (16-6-2): it triggers when the Digimon this Digimon attacked —
-- the attack's target, a blocker too (12-1-1) — is deleted in the battle with it, that
-- is a deletion caused by battle whose battle opponent is this Digimon while it is the
-- attacker. It is mandatory (16-6-3). Its action is delayed processing (16-6-4, 18-1):
-- ctx:pierce() marks the attack, and the engine carries the security check out after
-- everything the battle triggered has resolved, just before the end of attack — so an
-- [On Deletion] effect of the deleted Digimon resolves first. There the attack counts
-- as succeeding against the player and this Digimon checks security (16-6-1, 11-5-1-1),
-- with its <Security A.> (12-7-6); only once however many <Piercing> it has (16-6-5);
-- not when the security is empty, and then it does not win either (16-6-6, 12-7-4);
-- not when this Digimon left the battle area meanwhile, e.g. deleted by <Retaliation>
-- (16-6-7, 12-7-3, 12-13-8). If this Digimon is deleted in the same battle (a tie) it
-- is gone: nothing activates.
return keyword {
  name = "Piercing",
  effects = {
    when = { {
      on = "deleted",
      trigger = function(ctx, ev)
        if ev.cause ~= "battle" or not ev.target or not ev.target:is(ctx.self) then return false end
        local a = ctx:current_attack()
        return a ~= nil and a.attacker ~= nil and a.attacker:is(ctx.self) and not ctx:is_mine(ev.object)
      end,
      run = function(ctx) ctx:pierce() end,
    } },
  },
}
