-- BT7-053 Dinorexmon
-- [When Digivolving] Suspend 1 of your opponent's Digimon. That Digimon doesn't unsuspend
-- during their next unsuspend phase.
-- [Your Turn] This Digimon gets +1000 DP for each of your opponent's suspended Digimon.
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if not mon then return end
    ctx:suspend(mon)
    -- also for a Digimon that was suspended already
    ctx:no_unsuspend_next_phase(mon)
  end,
  static = { {
    turn = "your",
    dp = function(ctx)
      return 1000 * ctx:count({ owner = "opponent", kind = "Digimon", suspended = true })
    end,
  } },
}
