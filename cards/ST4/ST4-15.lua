-- ST4-15 Needle Spray
-- [Main] Suspend 1 of your opponent's Digimon.
-- [Security] Activate this card's [Main] effect. Then, add this card to your hand.
return card {
  main = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
  security = function(ctx)
    ctx:activate_main()
    ctx:add_to_hand()
  end,
}
