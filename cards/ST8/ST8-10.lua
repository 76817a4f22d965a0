-- ST8-10 UlforceVeedramon
-- [When Digivolving] Return 1 of your opponent's level 4 or lower Digimon to its owner's
-- hand. Trash all of the digivolution cards of that Digimon.
-- [When Attacking][Once Per Turn] If you have 8 or more cards in your hand, unsuspend this
-- Digimon.
return card {
  when_digivolving = function(ctx)
    -- The return trashes the cards under it (4-5-8).
    ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }))
  end,
  when_attacking = {
    once_per_turn = true,
    -- Read when it activates (15-6-3): a <Draw 1> that activated first counts (Q704).
    condition = function(ctx) return ctx:count_cards("hand") >= 8 end,
    run = function(ctx) ctx:unsuspend("self") end,
  },
}
