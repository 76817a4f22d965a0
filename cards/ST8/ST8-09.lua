-- ST8-09 Slayerdramon
-- [When Digivolving] This Digimon gains <Security Attack +1> for the turn. (This Digimon
-- checks 1 additional security card.)
-- [Your Turn] This Digimon is unblockable.
return card {
  when_digivolving = function(ctx) ctx:give("self", "Security A. +1", "turn") end,
  -- Unblockable: no <Blocker> can change the target of its attack (Q703).
  static = { { turn = "your", cannot = "be_blocked" } },
}
