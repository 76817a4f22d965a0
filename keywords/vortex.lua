-- <Vortex> (ver. 3.6 16-32; not in ver. 1.0)
-- "At the end of your turn, this Digimon may attack 1 of your opponent's Digimon. With
-- this effect, it can attack the turn it was played."
--
-- A triggered effect of the end of your turn (16-32-2), optional (16-32-3): its
-- controller picks one of the opponent's Digimon it could attack (a suspended one,
-- 11-2-7-1) or declines; the player is never a target. It may attack even the turn it
-- was played (16-32-1), but must otherwise be able to attack (unsuspended, 11-2-5).
-- Several <Vortex> trigger several times (16-32-4); the others, pending since before
-- the first attack, activate in its declaration, before its counter timing (11-1-4),
-- and cannot declare an attack during it (11-2-4).
return keyword {
  name = "Vortex",
  effects = {
    end_of_your_turn = function(ctx)
      if ctx.self then ctx:attack(ctx.self, { no_player = true, this_turn = true, optional = true }) end
    end,
  },
}
