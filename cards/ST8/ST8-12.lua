-- ST8-12 V-Wing Blade
-- [Main] Return 1 of your opponent's level 6 or lower Digimon to its owner's hand. Trash
-- all of the digivolution cards of that Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- The return trashes the cards under it (4-5-8).
    ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 6 }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
