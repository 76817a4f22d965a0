-- ST2-15 Kaiser Nail
-- [Main] Choose a Digimon digivolution card placed under 1 of your Digimon and play it
-- as another Digimon without paying its memory cost.
-- [Security] Activate this card's [Main] effect.
local function digimon_cards_under(ctx, mon) return ctx:cards("digivolution", { of = mon, kind = "Digimon" }) end

return card {
  main = function(ctx)
    local holders = {}
    for _, mon in ipairs(ctx:all("your_digimon")) do
      if #digimon_cards_under(ctx, mon) > 0 then holders[#holders + 1] = mon end
    end
    local mon = ctx:choose_one(holders, { text = "a Digimon with the Digimon card to play under it" })
    if not mon then return end
    local card = ctx:choose_card(digimon_cards_under(ctx, mon), { text = "play without paying its memory cost" })[1]
    ctx:play_card(card, { free = true })
  end,
  security = function(ctx) ctx:activate_main() end,
}
