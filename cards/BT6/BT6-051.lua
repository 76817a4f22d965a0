-- BT6-051 Toropiamon
-- Inherited: [When Attacking] Suspend 1 of your opponent's Digimon with 5000 DP or less.
return card {
  inherited = {
    when_attacking = function(ctx)
      ctx:suspend(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = 5000 }))
    end,
  },
}
