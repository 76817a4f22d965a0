-- BT4-108 Cyclonic Kick
-- [Main] Unsuspend 1 of your Digimon and suspend 1 of your opponent's Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- each half is done as far as it can be, without the other (Q1273)
    ctx:unsuspend(ctx:choose_one("your_digimon"))
    ctx:suspend(ctx:choose_one("opponent_digimon"))
  end,
  security = function(ctx) ctx:activate_main() end,
}
