-- BT7-009 Huckmon
-- Inherited: [When Attacking][Once Per Turn] Reveal the top 5 cards of your deck. Add all cards
-- with [Sistermon] in their names among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      run = function(ctx)
        local revealed = ctx:reveal(5)
        ctx:move(ctx:cards(revealed, { name_has = "Sistermon" }), "hand")
        ctx:to_deck_bottom(ctx:cards("revealed"))
      end,
    },
  },
}
