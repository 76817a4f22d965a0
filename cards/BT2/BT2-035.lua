-- BT2-035 GeoGreymon
-- Inherited: [When Attacking] If you have 3 or more yellow Tamers in play, 1 of your
-- opponent's Digimon gets -2000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx)
        return ctx:count({ owner = "you", kind = "Tamer", color = "Yellow" }) >= 3
      end,
      run = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -2000, "turn") end,
    },
  },
}
