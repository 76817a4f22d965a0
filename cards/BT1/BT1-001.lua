-- BT1-001 Yokomon
-- Inherited: [When Attacking] When you attack an opponent's Digimon, this Digimon gets +1000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      -- The target chosen at the declaration (11-2-7-6): a Digimon still counts when it
      -- has left the field since, or a switch made the target another; the player does not.
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and not a.declared_player end,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    },
  },
}
