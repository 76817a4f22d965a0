-- ST4-06 Togemon
-- Inherited: [When Attacking] If you attack an opponent's Digimon, this Digimon gets +2000 DP
-- for the turn.
return card {
  inherited = {
    when_attacking = {
      -- The attack as declared: one on the player that a block redirects does not count
      -- (Q649), one on a Digimon another effect deleted since still does (Q650).
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and not a.player end,
      run = function(ctx) ctx:dp_plus("self", 2000, "turn") end,
    },
  },
}
