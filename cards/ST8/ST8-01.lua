-- ST8-01 DemiVeemon
-- Inherited: [Your Turn] While you have 8 or more cards in your hand, this Digimon gets
-- +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      -- A "while" condition is read at every moment (15-6): the 8th card drawn during an
      -- attack raises the DP for the rest of it (Q695).
      condition = function(ctx) return ctx:count_cards("hand") >= 8 end,
    } },
  },
}
