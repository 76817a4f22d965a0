-- CARD ST1-08
-- once_per_turn declared where the text prints no [Once Per Turn].
return card {
  when_digivolving = { once_per_turn = true, --! error: declares once_per_turn, but its text prints no [Once Per Turn]
    run = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end },
}
