-- BT7-092 Flame Memory Boost!
-- [Main] 1 of your Digimon gains <Security Attack +1> for the turn. (This Digimon checks 1
-- additional security card.) Then, place this card in your battle area.
-- [Main] <Delay> (Trash this card in your battle area to activate the effect below. You
-- can't activate this effect the turn this card enters play.)・Gain 2 memory.
-- [Security] Place this card in its owner's battle area.
return card {
  main = function(ctx)
    ctx:give(ctx:choose_one("your_digimon"), "Security A. +1", "turn")
    ctx:place_in_battle_area()
  end,
  delay = function(ctx) ctx:gain_memory(2) end,
  security = function(ctx) ctx:place_in_battle_area() end,
}
