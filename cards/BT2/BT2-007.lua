-- BT2-007 Pagumon
-- Inherited: [When Attacking] Trash the top card of your deck.
return card {
  inherited = {
    when_attacking = function(ctx) ctx:move(ctx:cards("deck", { top = 1 }), "trash") end,
  },
}
