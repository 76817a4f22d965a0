-- BT1-073 Kabuterimon
-- Inherited: [Your Turn] This Digimon gets +1000 DP for every suspended Digimon your
-- opponent has.
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
