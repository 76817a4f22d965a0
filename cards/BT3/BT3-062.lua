-- BT3-062 Ludomon
-- [On Play] Reveal the top 5 cards of your deck. Add 1 [RagnaLoardmon] Digimon card and 1
-- Digimon card with [Legend-Arms] in its type among them to your hand. Place the remaining
-- cards at the bottom of your deck in any order.
local function without(cards, card)
  local out = {}
  for _, c in ipairs(cards) do if c ~= card then out[#out + 1] = c end end
  return out
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(5)
    -- One of each, both added (Q1091): as many as possible. The same text as BT3-008
    -- Zubamon, whose rulings hold here: a [RagnaLoardmon] with [Legend-Arms] may be taken
    -- as the [Legend-Arms] card, and then the [RagnaLoardmon] is added only if another
    -- one was revealed (Q1049, Q1050). Choosing the [Legend-Arms] card first gives
    -- exactly those outcomes.
    local arm = ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", trait = "Legend-Arms" }), {
      count = 1, text = "add 1 Digimon card with [Legend-Arms] in its type to your hand",
    })[1]
    local ragnas = ctx:cards(revealed, { kind = "Digimon", name = "RagnaLoardmon" })
    if arm then ragnas = without(ragnas, arm) end
    local ragna = ctx:choose_card(ragnas, { count = 1, text = "add 1 [RagnaLoardmon] Digimon card to your hand" })[1]
    local added = {}
    if arm then added[#added + 1] = arm end
    if ragna then added[#added + 1] = ragna end
    ctx:move(added, "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
