-- BT2-033 Agumon
-- Inherited: [When Attacking] If you have 3 or more yellow Tamers in play, trigger
-- <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx)
        return ctx:count({ owner = "you", kind = "Tamer", color = "Yellow" }) >= 3
      end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
