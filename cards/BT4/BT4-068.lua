-- BT4-068 Baboongamon
-- [Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's digivolution cards to activate the effect
-- below.)・Trigger ＜De-Digivolve 1＞ on 1 of your opponent's Digimon with a play cost of 7 or
-- less. (Trash 1 card from the top of one of your opponent's Digimon. If it has no
-- digivolution cards, or becomes a level 3 Digimon, you can't trash any more cards.)
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2, 15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if not ctx:run_keyword("Digi-Burst 2") then return end
      local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", cost_at_most = 7 })
      if mon then ctx:run_keyword("De-Digivolve 1", mon) end
    end,
  },
}
