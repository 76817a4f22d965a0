-- BT6-026 Dragomon
-- [When Digivolving] Return 1 of your opponent's level 4 or lower Digimon with no
-- digivolution cards to its owner's hand.
return card {
  when_digivolving = function(ctx)
    ctx:return_to_hand(ctx:choose_one({
      owner = "opponent", kind = "Digimon", level_at_most = 4, has_digivolution_cards = false,
    }))
  end,
}
