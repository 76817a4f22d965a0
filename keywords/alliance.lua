-- <Alliance> (ver. 3.6 16-23; ver. 1.0 12-24)
-- "When this Digimon attacks, by suspending 1 of your other Digimon, add the
-- suspended Digimon's DP to this Digimon and it gains <Security A. +1> for the attack."
--
-- A triggered effect of "when this Digimon attacks" (16-23-2). Suspending 1 other of
-- your Digimon is an optional cost (16-23-3, 15-7): it cannot activate without another
-- Digimon of yours that can be suspended (12-24-6); if the chosen one is not
-- suspended by it (already suspended, or it cannot be), nothing is gained (12-24-5).
-- Once paid the rest is mandatory: until the end of the attack this Digimon gets the
-- suspended Digimon's DP as it was when suspended (16-23-5, 12-24-3: after its own
-- modifiers) and <Security A. +1>. Both are fixed grants to this Digimon "for the
-- attack": later changes to the suspended Digimon, its leaving the battle area
-- (16-23-6, 12-24-4), or this Digimon losing <Alliance> (12-24-9) take nothing away.
-- Several <Alliance> trigger several times, all usable in one attack (16-23-4,
-- 12-24-2). Suspending by <Alliance> is suspending by an effect (12-24-8).
local partners = { owner = "you", kind = "Digimon", suspended = false, not_self = true }

return keyword {
  name = "Alliance",
  effects = {
    when_attacking = {
      optional = true,
      condition = function(ctx) return ctx:count(partners) > 0 end,
      run = function(ctx)
        local other = ctx:choose_one(partners, { text = "suspend for <Alliance>" })
        if not other then return end
        ctx:suspend(other)
        if not other:is_suspended() then return end
        ctx:dp_plus("self", other:dp() or 0, "attack")
        ctx:give("self", "Security A. +1", "attack")
      end,
    },
  },
}
