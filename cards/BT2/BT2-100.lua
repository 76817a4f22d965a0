-- BT2-100 Puppet Pummel
-- [Main] Suspend 1 of your opponent's Digimon. Then 1 of your Digimon gets +2000 DP for
-- the turn.
return card {
  main = function(ctx)
    ctx:suspend(ctx:choose_one("opponent_digimon"))
    ctx:dp_plus(ctx:choose_one("your_digimon"), 2000, "turn")
  end,
}
