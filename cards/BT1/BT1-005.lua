-- BT1-005 Kyaromon
-- Inherited: [Your Turn] While you have 6 or more security cards, this Digimon gets +2000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx) return ctx:security_count() >= 6 end,
    } },
  },
}
