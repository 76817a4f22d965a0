-- BT6-001 DemiMeramon
-- Inherited: [When Attacking] When this Digimon attacks a player, it gets +1000 DP for the
-- turn.
return card {
  inherited = {
    when_attacking = {
      -- The attack as declared: one on the player still counts when a block redirects it.
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.player end,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    },
  },
}
