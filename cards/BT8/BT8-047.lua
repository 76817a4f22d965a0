-- BT8-047 Pulsemon
-- Inherited: [All Turns] This Digimon gets +1000 DP for each of your other suspended Digimon.
return card {
  inherited = {
    static = { {
      dp = function(ctx)
        return 1000 * ctx:count({ owner = "you", kind = "Digimon", suspended = true, not_self = true })
      end,
    } },
  },
}
