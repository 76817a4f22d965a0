-- BT3-052 Rapidmon
-- Inherited: [Your Turn] This card gets +1000 DP for each of your opponent's suspended
-- Digimon.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = function(ctx)
        return 1000 * ctx:count({ owner = "opponent", kind = "Digimon", suspended = true })
      end,
    } },
  },
}
