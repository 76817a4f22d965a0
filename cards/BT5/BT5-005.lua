-- BT5-005 Tsumemon
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has [Unidentified] in its type,
-- trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    effects = { {
      timing = "when_attacking",
      once_per_turn = true,
      condition = function(ctx) return ctx.self:has_trait("Unidentified") end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
