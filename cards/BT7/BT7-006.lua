-- BT7-006 Kokomon
-- Inherited: [When Attacking] You may reveal the top 3 cards of your deck. Trash 1 Tamer card
-- among them. Place the remaining cards at the bottom of your deck in any order.
return card {
  inherited = {
    when_attacking = {
      optional = true,
      run = function(ctx)
        local revealed = ctx:reveal(3)
        -- revealing is the choice; a Tamer card among them must be trashed (Q1506)
        ctx:trash_cards(ctx:choose_card(ctx:cards(revealed, { kind = "Tamer" }), { count = 1 }))
        ctx:to_deck_bottom(ctx:cards("revealed"))
      end,
    },
  },
}
