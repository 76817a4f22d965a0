-- BT7-085 Takuya Kanbara
-- [Main][Once Per Turn] You may place 5 cards with [Hybrid] in their traits from your trash
-- under this Tamer in any order to digivolve it into an [EmperorGreymon] in your hand for its
-- digivolution cost as if this Tamer is a level 5 red Digimon.
-- Inherited: [Your Turn] This Digimon gets +2000 DP. While this Digimon has 10000 DP or more,
-- it gains ＜Security Attack +1＞. (This Digimon checks 1 additional security card.)
-- [Security] Play this card without paying its memory cost.
--
-- The 5 cards are placed first, before any digivolution begins (Q3261); the digivolution
-- may then be declined (Q1652), and only into an [EmperorGreymon] (Q1654).
local function hybrids_in_trash(ctx) return ctx:cards("trash", { trait_has = "Hybrid" }) end

local as_red_5 = { as_digimon = { level = 5, color = "Red" } }

return card {
  main = {
    once_per_turn = true,
    -- 4 are not enough: the effect cannot be activated (Q1653)
    condition = function(ctx) return ctx.self ~= nil and #hybrids_in_trash(ctx) >= 5 end,
    run = function(ctx)
      local placed = ctx:choose_card(hybrids_in_trash(ctx), { count = 5, text = "place under this Tamer" })
      if #placed < 5 then return end
      if ctx:move(placed, "under", { under = ctx.self, position = "bottom", order = "any" }) < 5 then return end
      local into = {}
      for _, c in ipairs(ctx:cards("hand", { kind = "Digimon", name = "EmperorGreymon" })) do
        if ctx:can_digivolve(ctx.self, c, as_red_5) then into[#into + 1] = c end
      end
      local card = ctx:choose_card(into, { optional = true, text = "digivolve into [EmperorGreymon]" })[1]
      if card then ctx:digivolve(ctx.self, card, as_red_5) end
    end,
  },
  inherited = {
    static = {
      { turn = "your", dp = 2000 },
      {
        turn = "your", keyword = "Security A. +1",
        condition = function(ctx) return ctx.self:dp() >= 10000 end,
      },
    },
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
