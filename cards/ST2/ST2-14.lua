-- ST2-14 Sorrow Blue
-- [Main] Choose 1 of your opponent's Digimon with no digivolution cards. That Digimon
-- can't attack or block until the end of your opponent's next turn.
-- [Security] Choose 1 of your opponent's Digimon with no digivolution cards. That
-- Digimon can't attack or block until the end of your next turn.
local bare = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false }

return card {
  main = function(ctx)
    ctx:cannot(ctx:choose_one(bare), { "attack", "block" }, "opponents_next_turn")
  end,
  security = function(ctx)
    ctx:cannot(ctx:choose_one(bare), { "attack", "block" }, "your_next_turn")
  end,
}
