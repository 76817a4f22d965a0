-- BT8-054 Pistmon
-- ＜Digisorption -2＞ (When one of your Digimon digivolves into this card from your hand, you
-- may suspend 1 of your Digimon to reduce the memory cost of the digivolution by 2.)
-- Inherited: [All Turns] This Digimon gets +1000 DP for each of your other suspended Digimon.
return card {
  keywords = { "Digisorption -2" },
  inherited = {
    static = { {
      dp = function(ctx)
        return 1000 * ctx:count({ owner = "you", kind = "Digimon", suspended = true, not_self = true })
      end,
    } },
  },
}
