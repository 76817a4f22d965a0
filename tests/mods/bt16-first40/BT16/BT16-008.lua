-- BT16-008 Aquilamon
-- [Digivolve] [Hawkmon]: Cost 2
-- <Jamming>
-- [On Play] [When Digivolving] Delete 1 of your opponent's Digimon with 3000 DP or less.
-- Inherited: [When Attacking] [Once Per Turn] Suspend 1 of your opponent's Digimon.
return card {
  keywords = { "Jamming" },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(3000) }))
    end,
  } },
  inherited = {
    when_attacking = {
      once_per_turn = true,
      run = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
    },
  },
}
