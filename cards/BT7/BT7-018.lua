-- BT7-018 Gomamon
-- [On Play] When played from digivolution cards, ＜Draw 2＞. (Draw 2 cards from your deck.)
return card {
  on_play = {
    -- played, not made the top card by <De-Digivolve> (Q1522)
    condition = function(ctx) return ctx.event.from == "digivolution" end,
    run = function(ctx) ctx:run_keyword("Draw 2") end,
  },
}
