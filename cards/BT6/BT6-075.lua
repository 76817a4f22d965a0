-- BT6-075 Ginkakumon Promote
-- ＜Rush＞ (This Digimon can attack the turn it comes into play.)
-- [On Play] You may place 1 [Kinkakumon] and 1 [Ginkakumon] from your trash in this card's
-- digivolution cards in any order. If you place 2 cards with this effect, trigger ＜Draw 1＞
-- (Draw 1 card from your deck) and gain 1 memory.

-- the names exactly: not [Ginkakumon Promote] (Q1464)
local function pick(ctx, name)
  return ctx:choose_card(ctx:cards("trash", { name = name }), {
    count = 1, text = "place 1 [" .. name .. "] in this card's digivolution cards",
  })[1]
end

return card {
  keywords = { "Rush" },
  on_play = {
    optional = true,
    condition = function(ctx)
      return ctx:count_cards("trash", { name = { "Kinkakumon", "Ginkakumon" } }) > 0
    end,
    -- agreed, it places as many as it can: both when both are there (Q1465)
    run = function(ctx)
      local placing = {}
      for _, name in ipairs({ "Kinkakumon", "Ginkakumon" }) do
        local c = pick(ctx, name)
        if c then placing[#placing + 1] = c end
      end
      if ctx.self == nil then return end
      local placed = ctx:move(placing, "under", { under = ctx.self, order = "any" })
      if placed == 2 then
        ctx:run_keyword("Draw 1")
        ctx:gain_memory(1)
      end
    end,
  },
}
