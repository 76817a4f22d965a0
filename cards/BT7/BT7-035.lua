-- BT7-035 Kazemon
-- You may digivolve this card from your hand onto one of your yellow Tamers as if the Tamer is
-- a level 3 yellow Digimon.
--
-- The Tamer is read as a level 3 yellow Digimon for this digivolution only, as a Digimon that
-- digivolves (Q1552; a bonus draw, Q1553) keeping its turn of entry (Q1554); its card becomes
-- a digivolution card whose inherited effect works (Q1557) but not its [Security] text
-- (Q1556).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Yellow" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3, color = "Yellow" } },
  } },
}
