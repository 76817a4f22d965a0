-- BT7-094 Giga Storm
-- [Main] Delete up to 2 of your opponent's Digimon with 8000 DP or less.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:delete(ctx:choose({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(8000) },
      { count = 2, up_to = true }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
