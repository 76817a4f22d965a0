-- BT3-002 DemiVeemon
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has <Jamming>, trigger
-- <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      condition = function(ctx) return ctx.self:has_keyword("Jamming") end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
