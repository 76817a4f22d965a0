-- BT4-026 GaoGamon
-- [Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's digivolution cards to activate the effect
-- below.)・＜Draw 1＞ (Draw 1 card from your deck.)
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then ctx:run_keyword("Draw 1") end
    end,
  },
}
