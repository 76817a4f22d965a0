-- <Execute> (ver. 3.6 16-37; not in ver. 1.0)
-- "At the end of your turn, this Digimon may attack. At the end of that attack, delete
-- this Digimon. Your opponent's unsuspended Digimon can also be attacked with this
-- effect."
--
-- A triggered effect of the end of your turn (16-37-2), optional (16-37-3): its
-- controller picks the target — the player, or one of the opponent's Digimon, an
-- unsuspended one too (16-37-1) — or declines. The Digimon must be able to attack
-- (unsuspended, not played this turn without <Rush>). "At the end of that attack,
-- delete this Digimon" is delayed processing (16-37-4, 18-1): set up only when it
-- attacks, it activates at that attack's end of attack together with any [End of
-- Attack] effects, and deletes this Digimon by its controller's effect (an <Evade> or
-- <Armor Purge> may still save it). Several <Execute> trigger several times (16-37-5);
-- the others, pending since before the first attack, activate in its declaration,
-- before its counter timing (11-1-4), and cannot declare an attack during it (11-2-4).
return keyword {
  name = "Execute",
  effects = {
    end_of_your_turn = function(ctx)
      if ctx.self == nil then return end
      ctx:attack_then(ctx.self, { unsuspended = true, optional = true }, function(ctx)
        ctx:delete("self")
      end)
    end,
  },
}
