-- BT2-102 Terrors Cluster
-- [Main] Return 1 of your opponent's suspended Digimon to the bottom of their deck.
-- (Trash all of the digivolution cards of that Digimon.)
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- its top card goes to the deck's bottom, the cards under it to the trash (4-5-8)
    ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true }), "deck_bottom")
  end,
  security = function(ctx) ctx:activate_main() end,
}
