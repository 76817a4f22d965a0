-- ST9-11 Dinobeemon
-- <DNA Digivolution: 0 from green Lv.4 + blue Lv.4> Digivolve unsuspended with the 2
-- specified Digimon stacked on top of each other.
-- [When Digivolving] Suspend 1 of your opponent's Digimon. When DNA digivolving, that
-- Digimon doesn't unsuspend during its owner's next unsuspend phase.
-- Inherited: [Your Turn] This Digimon gets +1000 DP for each of its colors.
--
-- The DNA line is card data (dna:); the engine offers it and digivolves unsuspended (8-2).
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if not mon then return end
    ctx:suspend(mon)
    -- the second sentence only when DNA digivolving (Q719)
    if ctx:dna_digivolving() then ctx:no_unsuspend_next_phase(mon) end
  end,
  inherited = {
    -- the colors of the Digimon, its top card's: not those of its digivolution cards (Q720)
    static = { { turn = "your", dp = function(ctx, self) return 1000 * #self:colors() end } },
  },
}
