-- BT1-039 Cerberusmon
-- [When Attacking][Twice Per Turn] You can unsuspend this Digimon by trashing 3 cards in your hand.
return card {
  when_attacking = {
    optional = true, twice_per_turn = true,
    condition = function(ctx) return ctx:count_cards("hand") >= 3 end, -- the cost must be paid in full (15-7)
    run = function(ctx)
      ctx:move(ctx:choose_card(ctx:cards("hand"), { count = 3, text = "trash" }), "trash")
      ctx:unsuspend("self")
    end,
  },
}
