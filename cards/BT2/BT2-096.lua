-- BT2-096 The Ray of Victory
-- [Main] Return 1 of your opponent's level 5 or lower Digimon to their hand. (Trash all of
-- the digivolution cards of that Digimon.) Then, if you have a blue Tamer in play, unsuspend
-- 1 of your Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 }))
    if ctx:count({ owner = "you", kind = "Tamer", color = "Blue" }) > 0 then
      ctx:unsuspend(ctx:choose_one("your_digimon"))
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
