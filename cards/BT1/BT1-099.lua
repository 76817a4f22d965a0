-- BT1-099 Hearts Attack
-- [Main] Trash all digivolution cards under 1 of your opponent's Digimon.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon then ctx:trash_digivolution_cards(mon, mon:digivolution_count()) end
  end,
}
