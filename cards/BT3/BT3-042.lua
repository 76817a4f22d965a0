-- BT3-042 ClavisAngemon
-- [When Attacking] If you have 3 or fewer security cards, 1 of your opponent's Digimon
-- gets -6000 DP for the turn.
return card {
  -- Read as it activates: the -6000 DP lasts the turn whatever the security count
  -- becomes (Q1079).
  when_attacking = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -6000, "turn") end,
  },
}
