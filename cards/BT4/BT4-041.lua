-- BT4-041 Meicoomon
-- [On Play] If you have 3 or fewer security cards, 1 of your opponent's Digimon gets
-- -4000 DP for the turn.
return card {
  on_play = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -4000, "turn") end,
  },
}
