-- BT6-011 BaoHuckmon
-- Inherited: [When Attacking][Once Per Turn] If you have a Digimon with [Sistermon] in its
-- name in play, delete 1 of your opponent's Digimon with 5000 DP or less.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx)
        return ctx:count({ owner = "you", kind = "Digimon", name_has = "Sistermon" }) > 0
      end,
      run = function(ctx)
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(5000) }))
      end,
    },
  },
}
