-- BT5-049 Kiwimon
-- [On Play] Reveal 3 cards from the top of your deck. Add all Digimon cards with
-- <Digisorption> among them to your hand. Place the remaining cards at the bottom of your
-- deck in any order.

-- "with <Digisorption>": the card has the keyword, printed <Digisorption -N>
local function has_digisorption(c)
  for n = 1, 9 do
    if c:has_in_text("<Digisorption -" .. n .. ">") then return true end
  end
  return false
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    local found = {}
    for _, c in ipairs(ctx:cards(revealed, { kind = "Digimon" })) do
      if has_digisorption(c) then found[#found + 1] = c end
    end
    if #found > 0 then ctx:move(found, "hand") end
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
