-- BT6-068 Impmon
-- [On Play] You may trash 1 card in your hand. If you do, return 1 Digimon card with [Seven
-- Great Demon Lords] or [Three Musketeers] in its type from your trash to your hand.
local function lords_and_musketeers(ctx)
  local out = ctx:cards("trash", { kind = "Digimon", trait = "Seven Great Demon Lords" })
  for _, c in ipairs(ctx:cards("trash", { kind = "Digimon", trait = "Three Musketeers" })) do
    if #ctx:cards({ c }, { trait = "Seven Great Demon Lords" }) == 0 then out[#out + 1] = c end
  end
  return out
end

return card {
  on_play = {
    optional = true,
    condition = function(ctx) return ctx:count_cards("hand") > 0 end,
    run = function(ctx)
      local trashed = ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
      if trashed == 0 then return end
      ctx:move(ctx:choose_card(lords_and_musketeers(ctx), {
        count = 1, text = "return 1 Digimon card with [Seven Great Demon Lords] or [Three Musketeers] in its type to your hand",
      }), "hand")
    end,
  },
}
