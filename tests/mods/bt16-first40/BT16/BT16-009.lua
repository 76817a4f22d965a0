-- BT16-009 Lynxmon
-- [Digivolve] [Gatomon]: Cost 0
-- <Raid><Armor Purge>
-- [When Digivolving] 1 of your opponent's Digimon gets -3000 DP for the turn.
return card {
  keywords = { "Raid", "Armor Purge" },
  when_digivolving = function(ctx)
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -3000, "turn")
  end,
}
