-- BT1-043 SaberLeomon
-- [When Digivolving] Trash 4 digivolution cards under 1 of your opponent's Digimon.
-- (With more than 4, the player of the effect chooses which.)
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon then
      ctx:trash_digivolution_cards(mon, 4, mon:digivolution_count() > 4 and "choose" or "top")
    end
  end,
}
