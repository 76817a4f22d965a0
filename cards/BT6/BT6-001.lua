-- BT6-001 DemiMeramon
-- Inherited: [When Attacking] When this Digimon attacks a player, it gets +1000 DP for the
-- turn.
return card {
  inherited = {
    when_attacking = {
      -- The target chosen at the declaration (11-2-7-6): one on the player still counts
      -- when a block or a switch made the target a Digimon since.
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.declared_player end,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    },
  },
}
