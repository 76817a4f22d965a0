-- BT8-002 Hiyarimon
-- Inherited: [All Turns] While your opponent has no Digimon with digivolution cards, this
-- Digimon gets +1000 DP.
return card {
  inherited = {
    static = { {
      dp = 1000,
      -- also met when the opponent has no Digimon at all
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = true }) == 0
      end,
    } },
  },
}
