-- BT4-039 Growlmon
-- Inherited: [Your Turn] While you have 3 or fewer security cards, this Digimon gets
-- +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your", dp = 1000,
      condition = function(ctx) return ctx:security_count() <= 3 end,
    } },
  },
}
