-- ST9-14 Megadeath
-- [Main] Suspend 1 of your opponent's Digimon. Then, return 1 of your opponent's
-- suspended Digimon to its owner's hand.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:suspend(ctx:choose_one("opponent_digimon"))
    -- any suspended Digimon of theirs, not only the one just suspended (Q721); its
    -- digivolution cards go to the trash (4-5-8)
    ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
