-- BT4-081 Devimon
-- [Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's digivolution cards to activate the effect
-- below.)・Delete 1 of your opponent's level 3 Digimon.
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2, 15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }))
      end
    end,
  },
}
