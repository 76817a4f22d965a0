-- BT6-103 Blasted Disaster
-- [Main] Suspend all of your opponent's Digimon. Then, gain 1 memory for each of your
-- opponent's suspended Digimon.
-- [Security] Suspend 1 of your opponent's Digimon.
return card {
  main = function(ctx)
    ctx:suspend("opponent_digimon")
    -- counted after suspending: every suspended one, also those suspended before
    ctx:gain_memory(ctx:count({ owner = "opponent", kind = "Digimon", suspended = true }))
  end,
  security = function(ctx)
    ctx:suspend(ctx:choose_one("opponent_digimon"))
  end,
}
