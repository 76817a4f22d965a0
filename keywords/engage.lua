-- <Engage> (newer than ver. 3.6: neither ver. 3.6 §16 nor ver. 1.0 §12 has it)
-- Defined by its reminder text, as printed on EX12-019 (also EX12-060, BT26-016,
-- BT26-033): "<Engage> (At the end of your turn, this Digimon may attack.)" — our card
-- data prints the keyword without the reminder.
--
-- A triggered effect of the end of your turn, optional ("may"): its controller picks
-- the target — the player or one of the opponent's suspended Digimon, as for any attack
-- (11-2-7) — or declines. Unlike <Vortex> (16-32) and <Execute> (16-37) it changes
-- nothing else: the Digimon must be able to attack as usual — unsuspended (11-2-5), not
-- played this turn unless it has <Rush> (7-1-2-1) — it suspends to attack, and it may
-- be blocked. Several <Engage> trigger several times; the others, pending since before
-- the first attack, activate in its declaration, before its counter timing (11-1-4),
-- and cannot declare an attack during it (11-2-4).
return keyword {
  name = "Engage",
  effects = {
    end_of_your_turn = function(ctx)
      if ctx.self then ctx:attack(ctx.self, { optional = true }) end
    end,
  },
}
