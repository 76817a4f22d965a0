-- BT2-101 Cherry Blast
-- [Main] Suspend all of your opponent's Digimon with 6000 DP or less.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx) ctx:suspend({ owner = "opponent", kind = "Digimon", dp_at_most = 6000 }) end,
  security = function(ctx) ctx:activate_main() end,
}
