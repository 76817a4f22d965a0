-- BT5-011 Meramon
-- [When Digivolving] 1 of your other Digimon gets +3000 DP for the turn.
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one({ owner = "you", kind = "Digimon", not_self = true })
    if mon then ctx:dp_plus(mon, 3000, "turn") end
  end,
}
