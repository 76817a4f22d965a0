-- BT4-013 BurningGreymon
-- You may Digivolve this card from your hand onto one of your red Tamers as if the Tamer is a
-- level 3 Digimon.
-- [Your Turn] This Digimon gets +3000 DP.
--
-- The Tamer is read as a level 3 Digimon of its own colors for this digivolution only
-- (Q4634: once declared, it digivolves); its card becomes a digivolution card (Q1167)
-- whose inherited effect the Digimon gains (Q1169), not its [Security] one (Q1168).
return card {
  static = {
    {
      area = "hand",
      target = { owner = "you", kind = "Tamer", color = "Red" },
      may_digivolve = { into = "self", from = "hand", as_digimon = { level = 3 } },
    },
    { turn = "your", dp = 3000 },
  },
}
