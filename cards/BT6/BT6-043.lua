-- BT6-043 SkullMammothmon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [All Turns] While you have 3 or fewer security cards, this Digimon gets +2000 DP.
return card {
  keywords = { "Blocker" },
  static = { {
    dp = 2000,
    condition = function(ctx) return ctx:security_count() <= 3 end,
  } },
}
