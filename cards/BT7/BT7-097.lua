-- BT7-097 Tidal Wave
-- [Main] Choose up to 2 Digimon cards in the digivolution cards of one of your Digimon and
-- play them as other Digimon without paying their memory costs.
-- [Security] Activate this card's [Main] effect.
local digimon_card = { kind = "Digimon" }

return card {
  main = function(ctx)
    -- the cards come from one Digimon: choose it first, among those with a Digimon card
    -- under them
    local mon = ctx:choose_one({ owner = "you", kind = "Digimon", digivolution_card = digimon_card })
    if mon == nil then return end
    local cards = ctx:choose_card(ctx:cards(ctx:digivolution_cards(mon), digimon_card),
      { count = 2, up_to = true, text = "play as another Digimon without paying its memory cost" })
    if #cards > 0 then ctx:play_from_under(mon, cards) end
  end,
  security = function(ctx) ctx:activate_main() end,
}
