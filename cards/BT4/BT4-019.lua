-- BT4-019 VictoryGreymon
-- [When Digivolving] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's digivolution cards to activate
-- the effect below.)・Delete 1 of your opponent's Digimon with 8000 DP or less.
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it
  keywords = { "Digi-Burst 2" },
  when_digivolving = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2): without 2 digivolution
    -- cards the effect does not activate (15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(8000) }))
      end
    end,
  },
}
