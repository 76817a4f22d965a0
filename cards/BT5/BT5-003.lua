-- BT5-003 Pickmon
-- Inherited: [When Attacking] If you have 3 or more Digimon in play, 1 of your opponent's
-- Digimon gets -1000 DP for the turn.
return card {
  inherited = {
    effects = { {
      timing = "when_attacking",
      condition = function(ctx) return ctx:count("your_digimon") >= 3 end,
      run = function(ctx)
        local mon = ctx:choose_one("opponent_digimon")
        if mon then ctx:dp_plus(mon, -1000, "turn") end
      end,
    } },
  },
}
