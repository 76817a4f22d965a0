-- BT2-099 Glorious Burst
-- Reduce the memory cost of this card in your hand by 1 for each yellow Tamer you have
-- in play.
-- [Main] 1 of your opponent's Digimon gets -12000 DP for the turn.
--
-- The reduction is a change of the card's own use cost while it is in the hand (2-7):
-- the card is used at the reduced cost, and that is the use cost other effects read
-- (Q1956).
return card {
  static = { {
    area = "hand",
    use_cost = function(ctx) return -ctx:count({ owner = "you", kind = "Tamer", color = "Yellow" }) end,
  } },
  main = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -12000, "turn") end,
}
