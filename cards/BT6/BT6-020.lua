-- BT6-020 Gizamon
-- Inherited: [Your Turn] While your opponent has no Digimon with digivolution cards in
-- play, this Digimon gets +2000 DP.
return card {
  inherited = {
    static = { {
      turn = "your", dp = 2000,
      -- also met when the opponent has no Digimon at all (Q1413, Q1414)
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = true }) == 0
      end,
    } },
  },
}
