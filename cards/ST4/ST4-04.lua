-- ST4-04 Palmon
-- Inherited: [When Attacking] If you attack an opponent's Digimon, this Digimon gets +2000 DP
-- for the turn.
return card {
  inherited = {
    when_attacking = {
      -- The attack as declared: one on the player that a block redirects does not count
      -- (Q647), one on a Digimon that is gone by now still does.
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and not a.player end,
      run = function(ctx) ctx:dp_plus("self", 2000, "turn") end,
    },
  },
}
