-- BT7-060 Grumblemon
-- You may digivolve this card from your hand onto one of your black Tamers as if the Tamer is
-- a level 3 black Digimon.
--
-- The Tamer is read as a level 3 black Digimon for this digivolution only, as a Digimon that
-- digivolves (Q1607; a bonus draw, Q1608) keeping its turn of entry (Q1609); its card becomes
-- a digivolution card (Q1610) whose inherited effect works (Q1612). Declared, the
-- digivolution is done (Q4647).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Black" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3, color = "Black" } },
  } },
}
