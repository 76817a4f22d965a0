-- BT1-063 Seraphimon
-- [When Digivolving] Trigger <Recovery +1 (Deck)>. (Place the top card of your deck on
-- top of your security stack.)
-- [Your Turn] While you have 3 or more security cards, this Digimon gains <Security
-- Attack +1>. (This Digimon checks 1 additional security card.)
return card {
  when_digivolving = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
  static = { {
    turn = "your", keyword = "Security A. +1",
    condition = function(ctx) return ctx:security_count() >= 3 end,
  } },
}
