-- BT6-039 Mammothmon
-- Inherited: [All Turns] While you have 3 or fewer security cards, this Digimon gets
-- +1000 DP.
return card {
  inherited = {
    static = { {
      dp = 1000,
      condition = function(ctx) return ctx:security_count() <= 3 end,
    } },
  },
}
