-- BT7-044 Betamon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 green level 4 Digimon card or 1 green
-- Tamer card among them to your hand. Place the remaining cards at the bottom of your deck in
-- any order.

-- the revealed cards either description fits, in their revealed order
local function green_level_4_digimon_or_tamer(ctx, revealed)
  local out = {}
  for _, c in ipairs(revealed) do
    if #ctx:cards({ c }, { kind = "Digimon", color = "Green", level = 4 }) > 0
      or #ctx:cards({ c }, { kind = "Tamer", color = "Green" }) > 0 then
      out[#out + 1] = c
    end
  end
  return out
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(green_level_4_digimon_or_tamer(ctx, revealed), { count = 1 }), "hand")
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
