-- BT2-049 Puppetmon
-- [On Play] Suspend 1 of your opponent's Digimon. During your opponent's next unsuspend phase,
-- none of your opponent's Digimon can unsuspend.
-- [When Attacking] Gain 1 memory.
return card {
  on_play = function(ctx)
    ctx:suspend(ctx:choose_one("opponent_digimon"))
    -- Digimon only: their Tamers unsuspend as usual (Q1021); an unsuspended Digimon stays so
    -- (Q1020).
    ctx:no_unsuspend_next_phase("opponent")
  end,
  when_attacking = function(ctx) ctx:gain_memory(1) end,
}
