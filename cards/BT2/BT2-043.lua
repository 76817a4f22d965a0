-- BT2-043 Agumon
-- Inherited: [Your Turn] This Digimon gets +1000 DP.
return card { inherited = { static = { { turn = "your", dp = 1000 } } } }
