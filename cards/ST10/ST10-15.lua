-- ST10-15 Darkness Wave
-- [Main] Trash the top 3 cards of your deck. Then, if you have a yellow Digimon in play,
-- return 1 yellow or purple Digimon card from your trash to your hand.
-- [Security] Activate this card's [Main] effect.
local function yellow_or_purple_in_trash(ctx)
  local cards = ctx:cards("trash", { kind = "Digimon", color = "Yellow" })
  for _, c in ipairs(ctx:cards("trash", { kind = "Digimon", color = "Purple", except = { color = "Yellow" } })) do
    cards[#cards + 1] = c
  end
  return cards
end

return card {
  main = function(ctx)
    ctx:move(ctx:cards("deck", { top = 3 }), "trash")
    if ctx:count({ owner = "you", kind = "Digimon", color = "Yellow" }) > 0 then
      ctx:move(ctx:choose_card(yellow_or_purple_in_trash(ctx), { count = 1, text = "return to your hand" }), "hand")
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
