-- ST10-08 Tsukaimon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 card with [Angel], [Archangel], or
-- [Fallen Angel] in its traits among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
local function angel(ctx, cards)
  local out = {}
  for _, c in ipairs(cards) do
    if #ctx:cards({ c }, { trait = "Angel" }) + #ctx:cards({ c }, { trait = "Archangel" })
      + #ctx:cards({ c }, { trait = "Fallen Angel" }) > 0 then
      out[#out + 1] = c
    end
  end
  return out
end

return card {
  on_play = function(ctx)
    -- As many as there are, if fewer than 3 (Q739); such a card revealed must be added
    -- (Q740).
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(angel(ctx, revealed), { count = 1, text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
