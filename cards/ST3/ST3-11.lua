-- ST3-11 Seraphimon
-- [When Attacking] 1 of your opponent's Digimon gets -4000 DP for the turn.
return card {
  when_attacking = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -4000, "turn") end,
}
