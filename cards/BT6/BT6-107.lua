-- BT6-107 Glaive Memory Boost!
-- [Main] Return 1 purple Digimon card from your trash to your hand. Then, place this card in
-- your battle area.
-- [Main] <Delay> (Trash this card in your battle area to activate the effect below. You
-- can't activate this effect the turn this card enters play.)・Gain 2 memory.
-- [Security] Place this card in its owner's battle area.
return card {
  main = function(ctx)
    local purple = ctx:cards("trash", { kind = "Digimon", color = "Purple" })
    ctx:move(ctx:choose_card(purple, { text = "return to your hand" }), "hand")
    -- placed also when there was no card to return (Q1492)
    ctx:place_in_battle_area()
  end,
  delay = function(ctx) ctx:gain_memory(2) end,
  security = function(ctx) ctx:place_in_battle_area() end,
}
