-- BT8-001 Gurimon
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has 6000 DP or more, ＜Draw 1＞.
-- (Draw 1 card from your deck.)
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      -- a processing condition: under 6000 DP it does not activate (15-6-3)
      condition = function(ctx) return ctx.self:dp() >= 6000 end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
