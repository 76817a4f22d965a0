-- BT3-025 ExVeemon
-- [When Digivolving] Unsuspend 1 of your level 4 or lower Digimon.
return card {
  when_digivolving = function(ctx)
    ctx:unsuspend(ctx:choose_one({ owner = "you", kind = "Digimon", level_at_most = 4 }))
  end,
}
