-- BT7-105 Pride Memory Boost!
-- [Main] Reveal the top 3 cards of your deck. You may play 1 black Digimon card with a
-- play cost of 4 or less among them without paying its memory cost. Trash the remaining
-- cards. Then, place this card in your battle area.
-- [Main] <Delay> (Trash this card in your battle area to activate the effect below. You
-- can't activate this effect the turn this card enters play.)・Gain 2 memory.
-- [Security] Place this card in its owner's battle area.
return card {
  main = function(ctx)
    local revealed = ctx:reveal(3)
    local playable = {}
    for _, c in ipairs(ctx:cards(revealed, { kind = "Digimon", color = "Black", cost_at_most = 4 })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local pick = ctx:choose_card(playable, { optional = true, text = "play without paying its memory cost" })[1]
    if pick then ctx:play_card(pick, { free = true }) end
    ctx:move(ctx:cards("revealed"), "trash")
    -- placed whether a Digimon was played or not (Q1670)
    ctx:place_in_battle_area()
  end,
  delay = function(ctx) ctx:gain_memory(2) end,
  security = function(ctx) ctx:place_in_battle_area() end,
}
