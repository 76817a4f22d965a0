-- BT1-025 WarGreymon
-- [When Digivolving] This Digimon gains <Security Attack +1> (This Digimon checks 1 additional security card)
-- for the turn.
-- [Your Turn] This Digimon doesn't activate [Security] skills on Option cards it checks.
return card {
  when_digivolving = function(ctx) ctx:give("self", "Security A. +1", "turn") end,
  static = { { turn = "your", cannot = "activate_option_security" } },
}
