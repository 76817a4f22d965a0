-- ST1-14 Starlight Explosion
-- [Main] All of your Security Digimon get +7000 DP until the end of your opponent's next turn.
-- [Security] All of your Security Digimon get +7000 DP for the turn.
local your_security_digimon = { owner = "you", security_digimon = true }

return card {
  main = function(ctx) ctx:dp_plus(your_security_digimon, 7000, "opponents_next_turn") end,
  security = function(ctx) ctx:dp_plus(your_security_digimon, 7000, "turn") end,
}
