-- BT1-104 Golden Ripper
-- [Main] All of your Digimon gain the following effect for the turn: "[When Attacking]
-- 1 of your opponent's Digimon gets -2000 DP for the turn."
return card {
  main = function(ctx)
    ctx:give_effect("your_digimon", {
      when_attacking = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -2000, "turn") end,
    }, "turn")
  end,
}
