-- BT3-090 Mastemon
-- [When Digivolving] Trash 1 card from the top of both players' security stacks. Then, you
-- may play 1 purple or yellow Digimon card with a level of 4 or less from your trash
-- without paying its memory cost.
--
-- A trashed security card is not checked: its [Security] effect does not activate (Q1113),
-- and an empty stack trashes nothing without winning the game (Q1114).
local function purple_or_yellow_level_4_or_less(ctx)
  local out = {}
  for _, c in ipairs(ctx:cards("trash", { kind = "Digimon", level_at_most = 4 })) do
    for _, color in ipairs(c:colors()) do
      if color == "Purple" or color == "Yellow" then
        out[#out + 1] = c
        break
      end
    end
  end
  return out
end

return card {
  when_digivolving = function(ctx)
    ctx:trash_security(1, "you")
    ctx:trash_security(1, "opponent")
    -- one card, purple or yellow (Q1116)
    local picked = ctx:choose_card(purple_or_yellow_level_4_or_less(ctx), {
      optional = true,
      text = "play 1 purple or yellow level 4 or lower Digimon card from your trash",
    })
    if picked[1] then ctx:play_card(picked[1], { free = true }) end
  end,
}
