-- BT3-057 MegaGargomon
-- [When Digivolving] Suspend 1 of your opponent's Digimon. It doesn't unsuspend during your
-- opponent's next unsuspend phase.
-- [Your Turn] While your opponent has a suspended Digimon in play, this Digimon gains
-- <Security Attack +1>. (This Digimon checks 1 additional security card.)
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if not mon then return end
    ctx:suspend(mon)
    -- Also for a Digimon that was suspended already (Q1086).
    ctx:no_unsuspend_next_phase(mon)
  end,
  static = { {
    turn = "your", keyword = "Security A. +1",
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", suspended = true }) > 0
    end,
  } },
}
