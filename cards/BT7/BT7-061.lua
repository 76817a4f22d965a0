-- BT7-061 Gigasmon
-- You may digivolve this card from your hand onto one of your black Tamers as if the Tamer is
-- a level 3 black Digimon.
-- ＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
--
-- The Tamer is read as a level 3 black Digimon for this digivolution only, with a bonus draw
-- (Q1615), keeping its turn of entry (Q1616); its card becomes a digivolution card (Q1617)
-- whose [Security] effect Gigasmon does not gain (Q1618). Declared, the digivolution is done
-- (Q4648).
return card {
  keywords = { "Blocker" },
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Black" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3, color = "Black" } },
  } },
}
