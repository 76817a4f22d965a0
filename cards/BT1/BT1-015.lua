-- BT1-015 Greymon
-- Inherited: [Your Turn] This Digimon gets +2000 DP.
return card {
  inherited = {
    static = { { turn = "your", dp = 2000 } },
  },
}
