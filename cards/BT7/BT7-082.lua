-- BT7-082 Sistermon Blanc (Awakened)
-- [On Play] You may place 1 [Sistermon Blanc] from your hand or trash at the bottom of this
-- Digimon's digivolution cards to ＜Recovery +1 (Deck)＞. (Place the top card of your deck on
-- top of your security stack.)
-- [On Deletion] Return 1 card with [Jesmon], [Huckmon], or [Sistermon] in its name other than
-- [Sistermon Blanc (Awakened)] from your trash to your hand.

-- [Sistermon Blanc]: that name exactly, not [Sistermon Blanc (Awakened)]
local function blancs(ctx)
  local out = ctx:cards("hand", { name = "Sistermon Blanc" })
  for _, c in ipairs(ctx:cards("trash", { name = "Sistermon Blanc" })) do out[#out + 1] = c end
  return out
end

return card {
  on_play = {
    optional = true,
    condition = function(ctx) return ctx.self ~= nil and #blancs(ctx) > 0 end,
    run = function(ctx)
      local card = ctx:choose_card(blancs(ctx), { count = 1, text = "place at the bottom of this Digimon's digivolution cards" })
      -- "by X, Y" (15-7): the recovery only once the card was placed
      if ctx.self and ctx:move(card, "under", { under = ctx.self, position = "bottom" }) > 0 then
        ctx:run_keyword("Recovery +1 (Deck)")
      end
    end,
  },
  on_deletion = function(ctx)
    local cards = ctx:cards("trash", {
      name_has = { "Jesmon", "Huckmon", "Sistermon" }, except = { name = "Sistermon Blanc (Awakened)" },
    })
    ctx:add_to_hand(ctx:choose_card(cards, { count = 1, text = "return to your hand" }))
  end,
}
