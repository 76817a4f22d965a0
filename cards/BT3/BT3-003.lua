-- BT3-003 Upamon
-- Inherited: [When Attacking][Once Per Turn] If you have 3 or fewer security cards,
-- trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx) return ctx:security_count() <= 3 end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
