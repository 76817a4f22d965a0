-- BT3-033 Salamon
-- Inherited: [When Attacking] 1 of your opponent's Digimon gets -1000 DP for the turn.
return card {
  inherited = {
    when_attacking = function(ctx)
      ctx:dp_plus(ctx:choose_one("opponent_digimon"), -1000, "turn")
    end,
  },
}
