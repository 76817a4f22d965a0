-- BT16-021 Togemogumon
-- [Digivolve] [Wormmon]: Cost 2
-- <Blocker><Armor Purge>
-- [All Turns] [Once Per Turn] When an opponent's Digimon becomes suspended, trash the
-- top digivolution card of 1 of their Digimon. Then, 1 of their Digimon with no
-- digivolution cards can't attack or block until the end of their turn.
return card {
  keywords = { "Blocker", "Armor Purge" },
  when = { {
    on = "suspended", subject = "opponent_digimon", once_per_turn = true,
    run = function(ctx)
      local stripped = ctx:choose_one("opponent_digimon", { text = "trash its top digivolution card" })
      if stripped then ctx:trash_digivolution_cards(stripped, 1, "top") end
      local bare = ctx:choose_one({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false },
        { text = "can't attack or block until the end of their turn" })
      ctx:cannot(bare, { "attack", "block" }, "their_turn")
    end,
  } },
}
