-- BT7-083 Sistermon Ciel (Awakened)
-- [On Play] You may place 1 [Sistermon Ciel] from your hand or trash at the bottom of this
-- Digimon's digivolution cards to delete 1 of your opponent's Digimon with a play cost of 5
-- or less.
-- [On Deletion] Return 1 card with [Jesmon], [Huckmon], or [Sistermon] in its name other than
-- [Sistermon Ciel (Awakened)] from your trash to your hand.
-- (Rule) Also treated as Name: [Sistermon Noir (Awakened)] and Trait: [Virus]. (Card data,
-- in every zone: 2-3-5, Q1650.)

-- [Sistermon Ciel]: that name exactly, not [Sistermon Ciel (Awakened)] (Q1648)
local function ciels(ctx)
  local out = ctx:cards("hand", { name = "Sistermon Ciel" })
  for _, c in ipairs(ctx:cards("trash", { name = "Sistermon Ciel" })) do out[#out + 1] = c end
  return out
end

return card {
  on_play = {
    optional = true,
    condition = function(ctx) return ctx.self ~= nil and #ciels(ctx) > 0 end,
    run = function(ctx)
      local card = ctx:choose_card(ciels(ctx), { count = 1, text = "place at the bottom of this Digimon's digivolution cards" })
      -- "by X, Y" (15-7): the deletion only once the card was placed
      if ctx.self and ctx:move(card, "under", { under = ctx.self, position = "bottom" }) > 0 then
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", cost_at_most = 5 }))
      end
    end,
  },
  on_deletion = function(ctx)
    local cards = ctx:cards("trash", {
      name_has = { "Jesmon", "Huckmon", "Sistermon" }, except = { name = "Sistermon Ciel (Awakened)" },
    })
    ctx:add_to_hand(ctx:choose_card(cards, { count = 1, text = "return to your hand" }))
  end,
}
