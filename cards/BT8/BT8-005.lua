-- BT8-005 Kyokyomon
-- Inherited: [Your Turn][Once Per Turn] When an effect places a digivolution card under this
-- Digimon, it gets +1000 DP until the end of your opponent's next turn.
return card {
  inherited = {
    when = { {
      label = "inherited [Your Turn] When an effect places a digivolution card under this Digimon",
      on = "card_moved", to = "digivolution", subject = "self", turn = "your", once_per_turn = true,
      -- any effect, yours or your opponent's; a digivolution places no digivolution card;
      -- this card itself placed under the Digimon triggers it (Q1695)
      trigger = function(ctx, ev) return ev.cause == "effect" end,
      run = function(ctx) ctx:dp_plus(ctx.self, 1000, "opponents_next_turn") end,
    } },
  },
}
