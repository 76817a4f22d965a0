-- BT5-034 Kotemon
-- [On Play] Reveal 5 cards from the top of your deck. Add up to 2 yellow Digimon cards with
-- [Warrior] and/or [Holy Warrior] in their types among them to your hand. Place the
-- remaining cards at the bottom of your deck in any order.
local function warrior(card)
  for _, trait in ipairs(card:traits()) do
    if trait == "Warrior" or trait == "Holy Warrior" then return true end
  end
  return false
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(5)
    local warriors = {}
    for _, card in ipairs(ctx:cards(revealed, { kind = "Digimon", color = "Yellow" })) do
      if warrior(card) then warriors[#warriors + 1] = card end
    end
    -- 2 in all, [Warrior] and [Holy Warrior] cards mixed (Q1316)
    ctx:move(ctx:choose_card(warriors, { count = 2, up_to = true, text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
