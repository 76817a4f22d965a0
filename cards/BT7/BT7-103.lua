-- BT7-103 Mugen
-- [Main] Suspend 1 of your opponent's Digimon. That Digimon doesn't unsuspend during your
-- opponent's next unsuspend phase.
-- [Security] Suspend 1 of your opponent's Digimon.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon == nil then return end
    ctx:suspend(mon)
    -- also for a Digimon that was suspended already
    ctx:no_unsuspend_next_phase(mon)
  end,
  security = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
}
