-- BT5-107 Revive From the Darkness!
-- [Main] Delete 1 of your purple Digimon. Then, you may play 1 level 5 or lower purple Digimon
-- card from your trash without paying its memory cost. Any [On Play] effects on Digimon played
-- with this effect don't activate.
-- [Security] Add this card to its owner's hand.
local purple_level_5_or_lower = { kind = "Digimon", color = "Purple", level_at_most = 5 }

return card {
  main = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "you", kind = "Digimon", color = "Purple" }, { text = "delete" }))
    -- "Then": the deleted card is in the trash and may be the one played; a Digimon played
    -- now was not in play when the deletion happened (Q1380)
    local c = ctx:choose_card(ctx:cards("trash", purple_level_5_or_lower), {
      optional = true, text = "play 1 level 5 or lower purple Digimon card from your trash",
    })[1]
    if c then ctx:play_card(c, { free = true, no_on_play = true }) end
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
