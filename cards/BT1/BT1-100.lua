-- BT1-100 Grace Cross Freezer
-- [Main] Until the end of your opponent's next turn, their Digimon with no digivolution
-- cards can't attack.
-- [Security] Your opponent's Digimon with no digivolution cards can't attack for the turn.
local bare = { owner = "opponent", kind = "Digimon", has_digivolution_cards = false }

return card {
  main = function(ctx) ctx:cannot(bare, "attack", "opponents_next_turn") end,
  security = function(ctx) ctx:cannot(bare, "attack", "turn") end,
}
