-- BT1-001 Yokomon
-- Inherited: [When Attacking] When you attack an opponent's Digimon, this Digimon gets +1000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx.event.target ~= nil end,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    },
  },
}
