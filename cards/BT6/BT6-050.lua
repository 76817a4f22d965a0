-- BT6-050 Petaldramon
-- You may digivolve this card from your hand onto one of your green Tamers as if the Tamer
-- is a level 3 Digimon.
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives the
-- battle, it performs any security checks it normally would.)
--
-- The Tamer is read as a level 3 Digimon of its own colors for this digivolution only: it
-- meets the printed requirement (green level 3, cost 3) as a Digimon that digivolves
-- (Q1441), with the digivolution draw (Q1442), keeping its turn of entry (Q1443); its card
-- becomes a digivolution card whose inherited effect works (Q1446) and whose [Security]
-- text does not (Q1445). Declared, the digivolution is done (Q4638).
return card {
  keywords = { "Piercing" },
  static = { {
    area = "hand",
    target = { owner = "you", kind = "Tamer", color = "Green" },
    may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3 } },
  } },
}
