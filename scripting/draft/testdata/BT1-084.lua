-- BT1-084 Omnimon
-- [When Digivolving] Choose 1 of your opponent's Digimon. Delete all of your opponent's Digimon that share a name with it.
-- [When Attacking] You can unsuspend this Digimon by returning 1 of this Digimon's level 6 digivolution cards to your hand.
return card {
  when_digivolving = function(ctx)
    -- TODO: Choose 1 of your opponent's Digimon
    -- TODO: Delete all of your opponent's Digimon that share a name with it
  end,
  when_attacking = function(ctx)
    -- TODO: You can unsuspend this Digimon by returning 1 of this Digimon's level 6 digivolution cards to your hand
  end,
}
