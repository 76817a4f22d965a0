-- BT8-037 Dinohyumon
-- Inherited: [When Attacking] 1 of your opponent's Digimon gets -1000 DP for the turn.

return card {
  inherited = {
    when_attacking = function(ctx)
      local mon = ctx:choose_one("opponent_digimon", { text = "-1000 DP for the turn" })
      if mon then ctx:dp_plus(mon, -1000, "turn") end
    end,
  },
}
