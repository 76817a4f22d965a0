-- BT6-097 Howling Memory Boost!
-- [Main] Trash 2 digivolution cards from the bottom of 1 of your opponent's Digimon. Then, 1
-- of your opponent's Digimon with no digivolution cards can't attack or block until the end
-- of your opponent's next turn. Then, place this card in your battle area.
-- [Main] <Delay> (Trash this card in your battle area to activate the effect below. You
-- can't activate this effect the turn this card enters play.)・Gain 2 memory.
-- [Security] Place this card in its owner's battle area.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("opponent_digimon")
    if mon then ctx:trash_digivolution_cards(mon, 2, "bottom") end
    -- chosen after the trashing, among all of them: the one just stripped or another (Q1484);
    -- the chosen Digimon keeps the prohibition even if it gains digivolution cards (Q1483)
    local bare = ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false })
    ctx:cannot(bare, { "attack", "block" }, "opponents_next_turn")
    ctx:place_in_battle_area()
  end,
  delay = function(ctx) ctx:gain_memory(2) end,
  security = function(ctx) ctx:place_in_battle_area() end,
}
