-- ST1-16 Gaia Force
-- [Main] Delete 1 of your opponent's Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx) ctx:delete(ctx:choose_one("opponent_digimon")) end,
  security = function(ctx) ctx:activate_main() end,
}
