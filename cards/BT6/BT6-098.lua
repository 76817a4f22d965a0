-- BT6-098 Raddle Star
-- [Main] Return 1 of your opponent's level 5 or lower Digimon to its owner's hand. If your
-- opponent has 3 or more Digimon in play, return 1 of your opponent's Digimon to the bottom
-- of its owner's deck instead. Trash all of the digivolution cards of that Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- "instead": with 3 or more, the return to the deck replaces the return to the hand,
    -- of any of their Digimon; either way the cards under it go to the trash (4-5-8)
    if ctx:count("opponent_digimon") >= 3 then
      ctx:move(ctx:choose_one("opponent_digimon"), "deck_bottom")
    else
      ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 }))
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
