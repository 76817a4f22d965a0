-- BT4-032 MachGaogamon
-- [Main] <Digi-Burst 2> (Trash 2 of this Digimon's digivolution cards to activate the
-- effect below.)・Return 1 of your opponent's level 4 or lower Digimon to its owner's
-- hand. Trash all of the digivolution cards of that Digimon.
-- Inherited: [Your Turn] While you have a Tamer in play, this Digimon gets +2000 DP.
return card {
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        -- returning to the hand trashes its digivolution cards (rule 4-2-3)
        ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }))
      end
    end,
  },
  inherited = {
    static = { {
      -- any color of Tamer (Q1200)
      turn = "your", dp = 2000,
      condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer" }) > 0 end,
    } },
  },
}
