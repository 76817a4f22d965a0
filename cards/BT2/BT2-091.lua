-- BT2-091 Volcanic Flare
-- [Main] Delete 1 of your opponent's Digimon with 4000 DP or less.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
