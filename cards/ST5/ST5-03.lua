-- ST5-03 Agumon
-- ＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
return card {
  keywords = { "Blocker" },
}
