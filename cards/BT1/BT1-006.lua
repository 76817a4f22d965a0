-- BT1-006 Cupimon
-- Inherited: [When Attacking] If you have 5 or more security cards, trigger <Draw 1> (Draw 1 card from your deck).
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx:security_count() >= 5 end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
