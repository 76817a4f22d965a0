-- BT6-069 Goblimon
-- Inherited: [Your Turn][Once Per Turn] When you trash a card in your hand using one of
-- your effects, this Digimon gets +2000 DP for the turn.
return card {
  inherited = {
    when = { {
      -- cards trashed at once trigger it once (15-5-2); an opponent's effect that makes
      -- you trash does not
      label = "[Your Turn] When you trash a card in your hand",
      on = "card_moved", from = "hand", to = "trash", owner = "you",
      turn = "your", once_per_turn = true,
      trigger = function(ctx, ev) return ev.effect_of == "you" end,
      run = function(ctx) ctx:dp_plus(ctx.self, 2000, "turn") end,
    } },
  },
}
