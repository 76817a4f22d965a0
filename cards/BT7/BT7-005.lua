-- BT7-005 Dorimon
-- Inherited: [Your Turn][Once Per Turn] When one of your effects places a digivolution card
-- under this Digimon, ＜Draw 1＞. (Draw 1 card from your deck.)
return card {
  inherited = {
    when = { {
      on = "card_moved", to = "digivolution", subject = "self", turn = "your", once_per_turn = true,
      -- placed by an effect of yours: a digivolution, even by an effect, places nothing
      -- (Q1504); several cards placed by one effect trigger it once (15-5-2, Q1505)
      trigger = function(ctx, ev) return ev.cause == "effect" and ev.effect_of == "you" end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
