-- BT5-055 BanchoLillymon
-- [On Deletion] Return 1 of your opponent's suspended Digimon to the bottom of its
-- owner's deck. Trash all of the digivolution cards of that Digimon.
return card {
  on_deletion = function(ctx)
    -- the top card goes to the bottom of the deck, the cards under it to the trash (4-5-8)
    ctx:move(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true }), "deck_bottom")
  end,
}
