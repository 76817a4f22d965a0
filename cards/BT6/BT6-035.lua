-- BT6-035 Baluchimon
-- [On Play] If you have 3 or fewer security cards, trigger ＜Draw 2＞. (Draw 2 cards from
-- your deck.)
return card {
  on_play = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:run_keyword("Draw 2") end,
  },
}
