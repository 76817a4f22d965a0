-- BT1-004 Wanyamon
-- Inherited: [Your Turn] While your opponent has 2 or more Digimon with no digivolution cards in play,
-- this Digimon gets +2000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) >= 2
      end,
    } },
  },
}
