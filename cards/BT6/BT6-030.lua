-- BT6-030 Gabumon - Bond of Friendship
-- [When Attacking][Once Per Turn] If you have a Tamer in play, you may unsuspend this
-- Digimon.
-- [When Attacking] Return 1 of your opponent's level 5 or lower Digimon to the bottom of
-- its owner's deck. Trash all of the digivolution cards of that Digimon.
return card {
  effects = {
    {
      timing = "when_attacking", label = "[When Attacking] (unsuspend)",
      optional = true, once_per_turn = true,
      condition = function(ctx) return ctx:count("your_tamers") > 0 end,
      run = function(ctx) ctx:unsuspend("self") end,
    },
    {
      timing = "when_attacking", label = "[When Attacking] (to the bottom of the deck)",
      run = function(ctx)
        -- the cards under it go to the trash (4-5-8)
        ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 }), "deck_bottom")
      end,
    },
  },
}
