-- ST2-15 Kaiser Nail
-- [Main] Choose a Digimon digivolution card placed under 1 of your Digimon and play it
-- as another Digimon without paying its memory cost.
-- [Security] Activate this card's [Main] effect.
local function digimon_cards(ctx, mon)
  local out = {}
  for _, c in ipairs(ctx:digivolution_cards(mon)) do
    if c:kind() == "Digimon" then out[#out + 1] = c end
  end
  return out
end

return card {
  main = function(ctx)
    local holders = {}
    for _, mon in ipairs(ctx:all("your_digimon")) do
      if #digimon_cards(ctx, mon) > 0 then holders[#holders + 1] = mon end
    end
    local mon = ctx:choose_one(holders, { text = "a Digimon with the Digimon card to play under it" })
    if mon then
      ctx:play_from_under(mon, ctx:choose_card(digimon_cards(ctx, mon), { text = "play without paying the cost" }))
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
