-- ST8-05 Veedramon
-- Inherited: [When Attacking] If you have 8 or more cards in your hand, return 1 of your
-- opponent's level 3 Digimon to its owner's hand. Trash all of the digivolution cards of
-- that Digimon.
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx) return ctx:count_cards("hand") >= 8 end,
      run = function(ctx)
        -- Returning a Digimon sends its top card to the hand and the cards under it to
        -- the trash (4-5-8): the second sentence is what the return does.
        ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }))
      end,
    },
  },
}
