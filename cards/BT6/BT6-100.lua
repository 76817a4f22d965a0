-- BT6-100 Reinforcing Memory Boost!
-- [Main] Reveal the top 2 cards of your deck. Place 1 of them on top of your security stack
-- face down. Add the remaining card to your hand. Then, place this card in your battle area.
-- [Main] <Delay> (Trash this card in your battle area to activate the effect below. You
-- can't activate this effect the turn this card enters play.)・Gain 3 memory.
-- [Security] Place this card in its owner's battle area.
return card {
  main = function(ctx)
    -- both cards are revealed, seen by both players, before one goes face down (15-15-3; Q1486)
    local revealed = ctx:reveal(2)
    local placed = ctx:choose_card(revealed, { text = "place on top of your security stack face down" })
    ctx:move(placed, "security_top")
    ctx:move(ctx:cards("revealed"), "hand")
    ctx:place_in_battle_area()
  end,
  delay = function(ctx) ctx:gain_memory(3) end,
  security = function(ctx) ctx:place_in_battle_area() end,
}
