-- BT2-008 Yaamon
-- Inherited: [Your Turn] While you have 5 or more cards in your trash, this Digimon gets
-- +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx) return ctx:count_cards("trash") >= 5 end,
    } },
  },
}
