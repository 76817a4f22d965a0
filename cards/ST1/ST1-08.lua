-- ST1-08 Garudamon
-- [When Digivolving] 1 of your Digimon gets +3000 DP for the turn.
return card {
  when_digivolving = function(ctx)
    ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn")
  end,
}
