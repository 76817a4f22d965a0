-- BT8-059 Kokuwamon
-- [All Turns] Players can't ignore digivolution requirements.
return card {
  -- Both players, in full or in part (Q1741, Q1742); digivolving without paying the cost,
  -- DNA, Burst, or as if a Tamer were a Digimon ignore nothing and stay possible (Q1739,
  -- Q1740, Q1743).
  static = { { player = "both", cannot = "ignore_digivolution_requirements" } },
}
