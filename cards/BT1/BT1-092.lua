-- BT1-092 Nuclear Laser
-- [Main] Trigger <Draw 2> (Draw 2 cards from your deck). Then 1 of your Digimon gets
-- +2000 DP for the turn.
return card {
  main = function(ctx)
    ctx:run_keyword("Draw 2")
    ctx:dp_plus(ctx:choose_one("your_digimon"), 2000, "turn")
  end,
}
