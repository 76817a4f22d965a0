-- CARD ST1-08
-- [When Digivolving] printed; the script registers [On Play] instead.
return card { --! warning: prints "[When Digivolving]
  on_play = function(ctx) --! error: registers on_play, but its text prints no [On Play]
    ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn")
  end,
}
