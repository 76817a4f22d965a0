-- BT2-012 Birdramon
-- [When Attacking] When this Digimon attacks a player, it gets +4000 DP for the turn.
return card {
  when_attacking = {
    -- The attack as declared: one on the player still counts when a block redirects it
    -- (Q996).
    condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.player end,
    run = function(ctx) ctx:dp_plus("self", 4000, "turn") end,
  },
}
