-- BT4-072 Gogmamon
-- [Main] ＜Digi-Burst 1＞ (Trash 1 of this Digimon's digivolution cards to activate the effect
-- below.)・1 of your Digimon gets +2000 DP until the end of your opponent's next turn.
-- Inherited: [All Turns] This Digimon gets +1000 DP.
return card {
  -- it has <Digi-Burst> too: "a Digimon with <Digi-Burst>" counts it
  keywords = { "Digi-Burst 1" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2, 15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 1") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 1") then
        -- Gogmamon itself may be chosen (Q1223)
        ctx:dp_plus(ctx:choose_one("your_digimon"), 2000, "opponents_next_turn")
      end
    end,
  },
  inherited = {
    static = { { dp = 1000 } },
  },
}
