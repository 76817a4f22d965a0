-- BT16-022 Mantaraymon
-- [Digivolve] [Patamon]: Cost 2
-- <Armor Purge>
-- [When Attacking] Trash any 1 digivolution card of 1 of your opponent's Digimon. Then,
-- 1 of their Digimon with no digivolution cards gains <Security A. -1> until the end of
-- their turn.
return card {
  keywords = { "Armor Purge" },
  when_attacking = function(ctx)
    local stripped = ctx:choose_one("opponent_digimon", { text = "trash any 1 of its digivolution cards" })
    if stripped then ctx:trash_digivolution_cards(stripped, 1, "choose") end
    local bare = ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false },
      { text = "gains <Security A. -1> until the end of their turn" })
    ctx:give(bare, "Security A. -1", "their_turn")
  end,
}
