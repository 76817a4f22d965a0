-- BT8-004 Bibimon
-- Inherited: [Opponent's Turn] While all of your Digimon are suspended, this Digimon gets
-- +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "opponents", dp = 1000,
      -- "all of your Digimon", this one among them, in the battle area (not the breeding area)
      condition = function(ctx)
        return ctx:count({ owner = "you", kind = "Digimon", suspended = false }) == 0
      end,
    } },
  },
}
