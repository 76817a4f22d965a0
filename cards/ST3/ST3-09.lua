-- ST3-09 Angewomon
-- [When Digivolving] When you have 3 security cards or less, trigger <Recovery +1 (Deck)>.
return card {
  when_digivolving = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
  },
}
