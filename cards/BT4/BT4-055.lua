-- BT4-055 Leomon
-- [When Digivolving] Suspend 1 of your opponent's Digimon with 3000 DP or less.
return card {
  when_digivolving = function(ctx)
    ctx:suspend(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = 3000 }))
  end,
}
