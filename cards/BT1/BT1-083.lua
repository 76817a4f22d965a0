-- BT1-083 GranKuwagamon
-- <Piercing> (When this Digimon attacks and deletes an opponent's Digimon and survives
-- the battle, it performs any security checks it normally would.)
-- [Your Turn] This Digimon gets +4000 DP.
return card {
  keywords = { "Piercing" },
  static = { { turn = "your", dp = 4000 } },
}
