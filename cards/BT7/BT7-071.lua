-- BT7-071 Loweemon
-- You may digivolve this card from your hand onto one of your purple Tamers as if the Tamer is
-- a level 3 purple Digimon.
--
-- The Tamer is read as a level 3 purple Digimon for this digivolution only, with a bonus draw
-- (Q1627), keeping its turn of entry (Q1628); its card becomes a digivolution card (Q1629)
-- whose inherited effect works (Q1631) and whose [Security] effect does not (Q1630).
-- Declared, the digivolution is done (Q4649).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Purple" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3, color = "Purple" } },
  } },
}
