-- BT2-009 Guilmon
-- Inherited: [Your Turn] While there are 5 or more cards in your opponent's trash, this
-- Digimon gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx) return ctx:count_cards("trash", { owner = "opponent" }) >= 5 end,
    } },
  },
}
