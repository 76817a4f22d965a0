-- BT3-017 Valkyrimon
-- [When Digivolving] Delete 1 of your opponent's Digimon with 4000 DP or less.
-- [When Attacking] Delete 1 of your opponent's Digimon with 4000 DP or less.
return card {
  when_digivolving = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
  end,
  when_attacking = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
  end,
}
