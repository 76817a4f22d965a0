-- BT1-062 SlashAngemon
-- [When Digivolving] 1 of your opponent's Digimon gets -8000 DP for the turn.
return card {
  when_digivolving = function(ctx)
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -8000, "turn")
  end,
}
