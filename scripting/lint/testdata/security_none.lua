-- CARD ST1-08
-- A [Security] effect on a card that prints none.
return card {
  when_digivolving = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end,
  security = function(ctx) ctx:draw(1) end, --! error: prints no [Security] effect
}
