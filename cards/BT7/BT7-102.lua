-- BT7-102 Dino Memory Boost!
-- [Main] Suspend 1 of your opponent's Digimon. Then, place this card in your battle area.
-- [Main] <Delay> (Trash this card in your battle area to activate the effect below. You
-- can't activate this effect the turn this card enters play.)・Gain 2 memory.
-- [Security] Place this card in its owner's battle area.
return card {
  main = function(ctx)
    ctx:suspend(ctx:choose_one("opponent_digimon"))
    ctx:place_in_battle_area()
  end,
  delay = function(ctx) ctx:gain_memory(2) end,
  security = function(ctx) ctx:place_in_battle_area() end,
}
