-- BT4-059 Lilamon
-- [Main] <Digi-Burst 2> (Trash 2 of this Digimon's digivolution cards to activate the
-- effect below.)・Suspend 1 of your opponent's Digimon.
-- Inherited: [When Attacking] If you have a Tamer in play, suspend 1 of your opponent's
-- Digimon.
return card {
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        ctx:suspend(ctx:choose_one("opponent_digimon"))
      end
    end,
  },
  inherited = {
    when_attacking = {
      -- any color of Tamer (Q1215)
      condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer" }) > 0 end,
      run = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
    },
  },
}
