-- BT6-101 Wyvern's Breath
-- [Main] 1 of your opponent's Digimon gets -15000 DP for the turn.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -15000, "turn")
  end,
  security = function(ctx) ctx:activate_main() end,
}
