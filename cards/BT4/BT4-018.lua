-- BT4-018 Spinomon
-- [Your Turn] This Digimon gets +3000 DP.
return card {
  static = { { turn = "your", dp = 3000 } },
}
