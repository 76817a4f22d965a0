-- BT5-025 Paledramon
-- [When Digivolving] Trash up to 2 digivolution cards from the bottom of 1 of your opponent's
-- Digimon.
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon" })
    if not mon then return end
    -- "up to 2": 1 or 2, as the player declares (15-10-2-2, 1-3-6)
    ctx:trash_digivolution_cards(mon, 2, "bottom", { up_to = true })
  end,
}
