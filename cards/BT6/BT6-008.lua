-- BT6-008 Shoutmon
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has <Blitz>, trigger
-- <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      -- Having <Blitz> is enough: any attack draws, not only one made with <Blitz> (Q1404).
      condition = function(ctx) return ctx.self:has_keyword("Blitz") end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
