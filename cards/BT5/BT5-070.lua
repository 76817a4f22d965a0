-- BT5-070 MetalGarurumon
-- <Reboot> (Unsuspend this Digimon during your opponent's unsuspend phase.)
-- [When Digivolving] <Digi-Burst 2> (Trash 2 of this Digimon's Digivolution cards to activate
-- the effect below.)・Delete 1 of your opponent's Digimon with a play cost of 6 or less. If no
-- Digimon was deleted by this effect, trash the top card of your opponent's security stack.
return card {
  keywords = { "Reboot", "Digi-Burst 2" },
  when_digivolving = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if not ctx:run_keyword("Digi-Burst 2") then return end
      -- a Digimon in reach must be chosen (Q1346); none in reach (Q1345), or one that is not
      -- deleted (Q1347), is "no Digimon was deleted"
      local target = ctx:choose_one({ owner = "opponent", kind = "Digimon", cost_at_most = 6 })
      ctx:delete(target)
      if target == nil or ctx:on_field(target) then
        ctx:trash_security(1, "opponent")
      end
    end,
  },
}
