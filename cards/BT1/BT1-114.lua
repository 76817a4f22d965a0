-- BT1-114 MetalGreymon
-- <Security Attack +2> (This Digimon checks 2 additional security cards.)
-- [When Attacking] Lose 5 memory.
-- Inherited: [Your Turn] This Digimon gets +3000 DP.
return card {
  keywords = { "Security A. +2" },
  when_attacking = function(ctx) ctx:lose_memory(5) end,
  inherited = { static = { { turn = "your", dp = 3000 } } },
}
