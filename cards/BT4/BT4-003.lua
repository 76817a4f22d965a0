-- BT4-003 Koromon
-- Inherited: [When Attacking][Once Per Turn] If you have 3 or fewer security cards, 1 of your
-- opponent's Digimon gets -1000 DP for the turn.
return card {
  inherited = {
    effects = { {
      timing = "when_attacking",
      once_per_turn = true,
      condition = function(ctx) return ctx:security_count() <= 3 end,
      run = function(ctx)
        local mon = ctx:choose_one("opponent_digimon")
        if mon then ctx:dp_plus(mon, -1000, "turn") end
      end,
    } },
  },
}
