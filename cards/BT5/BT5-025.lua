-- BT5-025 Paledramon
-- [When Digivolving] Trash up to 2 digivolution cards from the bottom of 1 of your opponent's
-- Digimon.
return card {
  when_digivolving = function(ctx)
    local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon" })
    if not mon then return end
    -- "up to 2": 1 or 2 (1-3-6), chosen when it has 2 or more
    local n = 1
    if mon:digivolution_count() >= 2 then
      n = ctx:choose_text({ "trash 2 from the bottom", "trash 1 from the bottom" }) == 1 and 2 or 1
    end
    ctx:trash_digivolution_cards(mon, n, "bottom")
  end,
}
