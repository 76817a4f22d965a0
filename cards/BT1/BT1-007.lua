-- BT1-007 Tanemon
-- Inherited: [When Attacking] If you've digivolved this turn, this Digimon gets +1000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx:this_turn("digivolve") > 0 end,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    },
  },
}
