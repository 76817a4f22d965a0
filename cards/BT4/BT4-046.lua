-- BT4-046 WarGrowlmon
-- [Main] <Digi-Burst 2> (Trash 2 of this Digimon's digivolution cards to activate the
-- effect below.)・1 of your opponent's Digimon gets -4000 DP for the turn.
-- Inherited: [Your Turn] While you have 3 or fewer security cards, this Digimon gets
-- +1000 DP.
return card {
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        ctx:dp_plus(ctx:choose_one("opponent_digimon"), -4000, "turn")
      end
    end,
  },
  inherited = {
    static = { {
      turn = "your", dp = 1000,
      condition = function(ctx) return ctx:security_count() <= 3 end,
    } },
  },
}
