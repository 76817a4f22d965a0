-- BT4-051 DoKunemon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with <Digi-Burst>
-- among them to your hand. Place the remaining cards at the bottom of your deck in any
-- order.

-- "with <Digi-Burst>": the card has the keyword, printed <Digi-Burst N>; a card that
-- only names it (Lalamon: "due to activating this Digimon's <Digi-Burst>") has not.
local function has_digi_burst(c)
  for n = 1, 9 do
    if c:has_in_text("<Digi-Burst " .. n .. ">") then return true end
  end
  return false
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    local found = {}
    for _, c in ipairs(ctx:cards(revealed, { kind = "Digimon" })) do
      if has_digi_burst(c) then found[#found + 1] = c end
    end
    ctx:move(ctx:choose_card(found, { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
