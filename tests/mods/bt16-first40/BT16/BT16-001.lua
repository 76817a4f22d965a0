-- BT16-001 Poromon
-- Inherited: [When Attacking] [Once Per Turn] If this Digimon has 2 or more colors, delete 1 of your
-- opponent's Digimon with 2000 DP or less.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx) return #ctx.self:colors() >= 2 end,
      run = function(ctx)
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(2000) }))
      end,
    },
  },
}
