-- ST4-06 Togemon
-- Inherited: [When Attacking] If you attack an opponent's Digimon, this Digimon gets +2000 DP
-- for the turn.
return card {
  inherited = {
    when_attacking = {
      -- The target chosen at the declaration (11-2-7-6): one on the player does not count
      -- when a block (Q649) or a switch made the target a Digimon since; one on a Digimon
      -- another effect deleted since still does (Q650).
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and not a.declared_player end,
      run = function(ctx) ctx:dp_plus("self", 2000, "turn") end,
    },
  },
}
