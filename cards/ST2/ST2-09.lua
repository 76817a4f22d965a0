-- ST2-09 Zudomon
-- [When Digivolving] Trash 2 digivolution cards at the bottom of 1 of your opponent's
-- Digimon.
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon then ctx:trash_digivolution_cards(mon, 2, "bottom") end
  end,
}
