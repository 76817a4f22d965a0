-- ST3-16 Seven Heavens
-- [Main] 1 of your opponent's Digimon gets -10000 DP for the turn.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -10000, "turn") end,
  security = function(ctx) ctx:activate_main() end,
}
