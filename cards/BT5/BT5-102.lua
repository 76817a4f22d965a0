-- BT5-102 Wisselen
-- [Main] Up to 2 of your opponent's Digimon can't attack or block until the end of your
-- opponent's next turn. Then, if you have a Digimon with <Digi-Burst> in play, gain 2 memory.
-- [Security] Up to 2 of your opponent's Digimon can't attack until the end of the turn. Then,
-- if you have a Digimon with <Digi-Burst> in play, gain 2 memory.
local function digi_burst_memory(ctx)
  if ctx:count({ owner = "you", kind = "Digimon", keyword = "Digi-Burst" }) > 0 then
    ctx:gain_memory(2)
  end
end

return card {
  main = function(ctx)
    ctx:cannot(ctx:choose("opponent_digimon", { count = 2, up_to = true }), { "attack", "block" }, "opponents_next_turn")
    digi_burst_memory(ctx)
  end,
  security = function(ctx)
    ctx:cannot(ctx:choose("opponent_digimon", { count = 2, up_to = true }), "attack", "turn")
    digi_burst_memory(ctx)
  end,
}
