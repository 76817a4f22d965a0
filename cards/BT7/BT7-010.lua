-- BT7-010 Tuskmon
-- [When Digivolving] 1 of your Digimon gets +2000 DP for the turn.
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("your_digimon")
    if mon then ctx:dp_plus(mon, 2000, "turn") end
  end,
}
