-- BT8-003 Frimon
-- Inherited: [Your Turn] While you have 3 or more security cards, this Digimon gets +1000 DP.
return card {
  inherited = {
    static = { {
      -- +1000 whatever the number of security cards above 3 (Q1694)
      turn = "your", dp = 1000,
      condition = function(ctx) return ctx:security_count() >= 3 end,
    } },
  },
}
