-- BT3-068 Giromon
-- Inherited: [Opponent's Turn] This Digimon gets +1000 DP.
return card {
  inherited = { static = { { turn = "opponents", dp = 1000 } } },
}
