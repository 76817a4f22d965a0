-- BT4-025 Lobomon
-- You may Digivolve this card from your hand onto one of your blue Tamers as if the Tamer is a
-- level 3 Digimon.
--
-- The Tamer is read as a level 3 Digimon of its own colors for this digivolution only:
-- it meets the printed requirement (blue level 3, cost 2), as a Digimon that digivolves
-- (Q1181; once declared, it digivolves, Q4635) and keeps its turn of entry (Q1183); its
-- card becomes a digivolution card (Q1184) whose inherited effect the Digimon gains
-- (Q1186), not its [Security] one (Q1185).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Blue" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3 } },
  } },
}
