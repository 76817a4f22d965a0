-- BT1-039 Cerberusmon
-- [When Attacking][Twice Per Turn] You can unsuspend this Digimon by trashing 3 cards in your hand.
return card {
  when_attacking = {
    optional = true, twice_per_turn = true,
    condition = function(ctx) return #ctx:hand() >= 3 end, -- the cost must be paid in full (15-7)
    run = function(ctx)
      ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 3, text = "trash" }))
      ctx:unsuspend("self")
    end,
  },
}
