-- BT4-011 Agunimon
-- You may Digivolve this card from your hand onto one of your red Tamers as if the Tamer is a
-- level 3 Digimon.
--
-- The Tamer is read as a level 3 Digimon of its own colors for this digivolution only:
-- it meets the printed requirement (red level 3, cost 2) without ignoring it (Q1743), as
-- a Digimon that digivolves (Q1157) and keeps its turn of entry (Q1159); its card becomes
-- a digivolution card (Q1160, Q1163) whose [Security] text is no inherited effect (Q1161).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Red" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3 } },
  } },
}
