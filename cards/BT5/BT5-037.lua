-- BT5-037 Gladimon
-- [On Play] You may search your security stack for 1 Digimon card with [Warrior] or
-- [Holy Warrior] in its type, reveal it, and add it to your hand. If you do, trigger
-- <Recovery +1 (Deck)>. (Place the top card of your deck on top of your security stack.)
-- Then, shuffle your security stack.
local function warrior(card)
  for _, trait in ipairs(card:traits()) do
    if trait == "Warrior" or trait == "Holy Warrior" then return true end
  end
  return false
end

return card {
  on_play = {
    optional = true,
    run = function(ctx)
      -- p1 looks at the whole stack; only the card added is revealed (Q1320)
      local warriors = {}
      for _, card in ipairs(ctx:cards(ctx:security_cards(), { kind = "Digimon" })) do
        if warrior(card) then warriors[#warriors + 1] = card end
      end
      local card = ctx:choose_card(warriors, { text = "add to your hand" })[1]
      if card then
        ctx:move(card, "hand")
        ctx:run_keyword("Recovery +1 (Deck)")
      end
      -- with no card to add there is no <Recovery>, but the stack is still shuffled (Q1321)
      ctx:shuffle_security()
    end,
  },
}
