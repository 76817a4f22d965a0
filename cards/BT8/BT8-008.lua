-- BT8-008 Gammamon
-- [Your Turn][Once Per Turn] When you play a red Tamer, ＜Draw 1＞. (Draw 1 card from your
-- deck.)
-- Inherited: [When Attacking] If this Digimon has 6000 DP or more, delete 1 of your
-- opponent's Digimon with 3000 DP or less.
return card {
  when = { {
    label = "[Your Turn] When you play a red Tamer",
    on = "played", subject = { owner = "you", kind = "Tamer", color = "Red" },
    turn = "your", once_per_turn = true,
    run = function(ctx) ctx:run_keyword("Draw 1") end,
  } },
  inherited = {
    when_attacking = {
      -- a processing condition: under 6000 DP it does not activate (15-6-3)
      condition = function(ctx) return ctx.self:dp() >= 6000 end,
      run = function(ctx)
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(3000) }))
      end,
    },
  },
}
