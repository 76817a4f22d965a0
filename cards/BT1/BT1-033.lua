-- BT1-033 Dolphmon
-- Inherited: [Your Turn] While your opponent has a Digimon with no digivolution cards in play,
-- this Digimon gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) > 0
      end,
    } },
  },
}
