-- BT2-110 Trump Sword
-- [Main] Delete 1 of your opponent's unsuspended Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = false }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
