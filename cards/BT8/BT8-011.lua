-- BT8-011 Cyclonemon
-- Inherited: [When Attacking] Delete 1 of your opponent's Digimon with 2000 DP or less.
return card {
  inherited = {
    when_attacking = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(2000) }))
    end,
  },
}
