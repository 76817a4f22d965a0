-- ST9-05 Paildramon
-- <DNA Digivolution: 0 from blue Lv.4 + green Lv.4> Digivolve unsuspended with the 2
-- specified Digimon stacked on top of each other.
-- [When Digivolving] When DNA digivolving, return 1 of your opponent's Digimon with 6000
-- DP or less to the bottom of its owner's deck.
-- [When Attacking][Once Per Turn] Unsuspend this Digimon.
--
-- The DNA line is card data (dna:); the engine offers it and digivolves unsuspended (8-2).
return card {
  when_digivolving = {
    -- only a DNA digivolution activates it (Q709)
    condition = function(ctx) return ctx:dna_digivolving() end,
    run = function(ctx)
      -- the cards under it go to the trash (4-5-8)
      ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = 6000 }), "deck_bottom")
    end,
  },
  when_attacking = { once_per_turn = true, run = function(ctx) ctx:unsuspend("self") end },
}
