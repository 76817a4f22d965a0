-- <Retaliation> (ver. 3.6 16-12; ver. 1.0 12-13)
-- "When this Digimon is deleted after losing a battle, delete the Digimon it was
-- battling."
--
-- A triggered effect (16-12-2) of the moment this Digimon alone is deleted in battle
-- (16-12-1): it is written as this Digimon's [On Deletion], so it activates from the
-- trash like one (12-13-6), and its condition is a deletion caused by battle whose
-- battle opponent is still in the battle area. When both are deleted in that battle (a
-- tie, 12-13-4) the opponent is gone too and it does not activate; it never does for a
-- deletion by an effect or by a rule (12-13-7). It is mandatory (16-12-3) and deletes
-- by an effect of this Digimon's controller (12-13-5), so <Barrier> cannot stop it.
-- Several <Retaliation> trigger several times, each activating while the opponent is
-- still in the battle area (16-12-4, 12-13-2). The opponent of a Security Digimon is
-- never in the battle area: nothing happens.
return keyword {
  name = "Retaliation",
  effects = {
    on_deletion = {
      condition = function(ctx)
        return ctx.event.cause == "battle" and ctx.event.target ~= nil
      end,
      run = function(ctx) ctx:delete(ctx.event.target) end,
    },
  },
}
