-- BT7-100 Qualialise Blast
-- When using this card from your hand, its memory cost is equal to the number of cards in
-- your security stack.
-- [Main] 1 of your opponent's Digimon gets -3000 DP for the turn. Then, 1 of your
-- [Rasenmon] gains <Security Attack +1> for the turn. (This Digimon checks 1 additional
-- security card.)
-- [Security] Add this card to its owner's hand.
local printed_cost = 5

return card {
  -- the use cost, changed while the card is in the hand (2-7), is the number of security
  -- cards: 0 with an empty stack (Q1667)
  static = { {
    area = "hand",
    use_cost = function(ctx) return ctx:security_count() - printed_cost end,
  } },
  main = function(ctx)
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -3000, "turn")
    ctx:give(ctx:choose_one({ owner = "you", kind = "Digimon", name = "Rasenmon" }), "Security A. +1", "turn")
  end,
  security = function(ctx) ctx:add_to_hand() end,
}
