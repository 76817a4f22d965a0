-- BT3-074 MetalEtemon
-- [Your Turn] This Digimon can't be blocked by your opponent's Digimon.
-- [Opponent's Turn] This Digimon gets +2000 DP.
return card {
  static = {
    { turn = "your", cannot = "be_blocked" },
    { turn = "opponents", dp = 2000 },
  },
}
