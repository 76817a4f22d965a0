-- ST4-16 Electro Shocker
-- [Main] Return 1 of your opponent's suspended Digimon to its owner's hand. Trash all of the
-- digivolution cards of that Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- Returning a Digimon sends its top card to the hand and the cards under it to the
    -- trash (4-5-8): the second sentence is what the return does.
    ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
