-- BT4-066 Golemon
-- [All Turns] All of your black Digimon get +1000 DP.
return card {
  -- Golemon is one of your black Digimon: it gets +1000 itself (Q1221)
  static = { { target = { owner = "you", kind = "Digimon", color = "Black" }, dp = 1000 } },
}
