-- BT6-006 Tsunomon
-- Inherited: [Your Turn][Once Per Turn] When you trash a card in your hand using one of your
-- effects, trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when = { {
      label = "inherited [Your Turn] When you trash a card in your hand using one of your effects",
      on = "card_moved", from = "hand", to = "trash", owner = "you", turn = "your",
      once_per_turn = true,
      -- Trashed by an effect of yours, also one that drew first (Q1401).
      trigger = function(ctx, ev) return ev.cause == "effect" and ev.effect_of == "you" end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
