-- CARD ST1-08
-- An effects entry with a misspelt timing and one the text does not print.
return card { --! warning: prints "[When Digivolving]
  effects = { {
    timing = { "when_digivolvin", "when_attacking" }, --! error: "when_digivolving" --! error: registers when_attacking, but its text prints no [When Attacking]
    run = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end,
  } },
}
