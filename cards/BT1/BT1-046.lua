-- BT1-046 Kudamon
-- [When Attacking] If you have 4 or less cards in your hand, trigger <Draw 1> (Draw 1 card from your deck).
return card {
  when_attacking = {
    condition = function(ctx) return ctx:count_cards("hand") <= 4 end,
    run = function(ctx) ctx:run_keyword("Draw 1") end,
  },
}
