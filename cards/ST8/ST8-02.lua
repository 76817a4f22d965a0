-- ST8-02 Gabumon
-- Inherited: [All Turns] While you have 8 or more cards in your hand, this Digimon gets
-- +1000 DP.
return card {
  inherited = {
    static = { {
      dp = 1000,
      -- Read at every moment (15-6): the 8th card drawn during an attack counts (Q696).
      condition = function(ctx) return ctx:count_cards("hand") >= 8 end,
    } },
  },
}
