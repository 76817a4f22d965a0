-- BT4-054 Sunflowmon
-- [Main] <Digi-Burst 2> (Trash 2 of this Digimon's digivolution cards to activate the
-- effect below.)・1 of your opponent's suspended Digimon doesn't unsuspend during your
-- opponent's next unsuspend phase.
return card {
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then
        -- only a suspended Digimon can be chosen (Q1213)
        local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true })
        if mon then ctx:no_unsuspend_next_phase(mon) end
      end
    end,
  },
}
