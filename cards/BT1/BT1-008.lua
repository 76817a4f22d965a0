-- BT1-008 Frimon
-- Inherited: [Your Turn] While your opponent has 2 or more suspended Digimon in play, this Digimon gets +2000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", suspended = true }) >= 2
      end,
    } },
  },
}
