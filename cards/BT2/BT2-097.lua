-- BT2-097 Lightning Paw
-- [Main] 3 of your opponent's level 3 Digimon get -4000 DP for the turn.
-- [Security] Activate this card's [Main] effect.
--
-- The errata (2021-05-14) dropped the printed "Up to": 3 are chosen, as many as there
-- are when fewer (15-10-2-1).
return card {
  main = function(ctx)
    ctx:dp_plus(ctx:choose({ owner = "opponent", kind = "Digimon", level = 3 }, { count = 3 }), -4000, "turn")
  end,
  security = function(ctx) ctx:activate_main() end,
}
