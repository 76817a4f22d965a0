-- BT4-103 Full Moon Blaster
-- [Main] Return 1 of your opponent's level 5 or lower Digimon to its owner's hand. If your
-- opponent has 8 or more cards in their hand, instead return 1 of your opponent's level 5 or
-- lower Digimon to the bottom of its owner's deck. Trash all of the digivolution cards of
-- that Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- the hand is counted once, before anything returns (Q1267)
    local to = #ctx:cards("hand", { owner = "opponent" }) >= 8 and "deck_bottom" or "hand"
    -- the cards under it go to the trash either way (4-5-8)
    ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 }), to)
  end,
  security = function(ctx) ctx:activate_main() end,
}
