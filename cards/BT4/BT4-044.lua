-- BT4-044 HippoGryphonmon
-- [When Attacking] If you have 3 or fewer security cards, 1 of your opponent's Digimon
-- gets -3000 DP for the turn.
return card {
  when_attacking = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -3000, "turn") end,
  },
}
