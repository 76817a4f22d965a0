-- BT8-022 SnowAgumon
-- [On Play] Trash the top digivolution card of 1 of your opponent's Digimon.

return card {
  on_play = function(ctx)
    -- a Digimon without digivolution cards may be chosen too (Q2007): nothing is trashed
    local mon = ctx:choose_one("opponent_digimon", { text = "trash its top digivolution card" })
    if mon then ctx:trash_digivolution_cards(mon, 1, "top") end
  end,
}
