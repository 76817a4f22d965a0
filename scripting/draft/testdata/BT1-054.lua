-- BT1-054 Liamon
-- [When Attacking] If you have 3 or more memory， 1 of your opponent's Digimon gets -2000 DP for the turn.
return card {
  when_attacking = {
    condition = function(ctx) return ctx:memory() >= 3 end,
    run = function(ctx)
      ctx:dp_plus(ctx:choose_one("opponent_digimon"), -2000, "turn")
    end,
  },
}
