-- ST6-11 WereGarurumon
-- Inherited: [Your Turn] While there are 5 or more cards in your trash, this Digimon gets
-- +2000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx) return ctx:count_cards("trash") >= 5 end,
    } },
  },
}
