-- BT3-066 Clockmon
-- Inherited: [Opponent's Turn] This Digimon gets +1000 DP.
return card {
  inherited = { static = { { turn = "opponents", dp = 1000 } } },
}
