-- BT6-049 Arbormon
-- You may digivolve this card from your hand onto one of your green Tamers as if the Tamer
-- is a level 3 Digimon.
--
-- The Tamer is read as a level 3 Digimon of its own colors for this digivolution only: it
-- meets the printed requirement (green level 3, cost 2) as a Digimon that digivolves
-- (Q1434), with the digivolution draw (Q1435), keeping its turn of entry (Q1436); its card
-- becomes a digivolution card whose inherited effect works (Q1439) and whose [Security]
-- text does not (Q1438). Declared, the digivolution is done (Q4637).
return card {
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Green" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3 } },
  } },
}
