-- BT4-073 BanchoGolemon
-- ＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [Opponent's Turn] While your opponent has 3 or more Digimon in play, this Digimon gets
-- +3000 DP.
return card {
  keywords = { "Blocker" },
  static = { {
    turn = "opponents", dp = 3000,
    condition = function(ctx) return ctx:count({ owner = "opponent", kind = "Digimon" }) >= 3 end,
  } },
}
