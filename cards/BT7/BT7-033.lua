-- BT7-033 Bulkmon
-- Inherited: [Opponent's Turn] While you have 3 or more security cards, this Digimon gains
-- ＜Blocker＞. (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
return card {
  inherited = {
    static = { {
      turn = "opponents", keyword = "Blocker",
      condition = function(ctx) return ctx:security_count() >= 3 end,
    } },
  },
}
