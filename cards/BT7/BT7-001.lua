-- BT7-001 Kapurimon
-- Inherited: [Your Turn] While you have a Tamer in play, this Digimon gets +1000 DP.
return card {
  inherited = {
    static = { {
      -- a Tamer of any color (Q1502)
      turn = "your", dp = 1000,
      condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer" }) > 0 end,
    } },
  },
}
