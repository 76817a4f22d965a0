-- BT3-004 Minomon
-- Inherited: [When Attacking] If you attack one of your opponent's Digimon, this Digimon
-- gets +1000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and not a.player end,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    },
  },
}
