-- BT3-098 Plasma Stake
-- [Main] Delete 1 of your opponent's Digimon with 13000 DP or more.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_least = 13000 }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
