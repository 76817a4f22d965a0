-- BT6-028 Pukumon
-- [Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's Digivolution cards to activate the
-- effect below.)・Your Digimon can't be blocked by your opponent's Digimon this turn.
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2): without 2 digivolution
    -- cards the [Main] effect cannot be activated (15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        -- a filter is global: Digimon played later this turn can't be blocked either
        -- (15-11-2-2); no block changes their attack's target (Q1419)
        ctx:cannot({ owner = "you", kind = "Digimon" }, "be_blocked", "turn")
      end
    end,
  },
}
