-- ST5-13 BlitzGreymon
-- ＜Security Attack +1＞ (This Digimon checks 1 additional security card.)
-- [Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's Digivolution cards to activate the effect
-- below.)・1 of your Digimon gets +4000 DP until the end of your opponent's next turn.
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it
  keywords = { "Security Attack +1", "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2): without 2 digivolution
    -- cards the [Main] effect cannot be activated (15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        ctx:dp_plus(ctx:choose_one("your_digimon"), 4000, "opponents_next_turn")
      end
    end,
  },
}
