-- BT6-042 Babamon
-- [On Deletion] You may play 1 [Rosemon] or up to 2 yellow level 3 Digimon cards from your
-- hand without paying their memory costs.
local function playable(ctx, filter)
  local out = {}
  for _, c in ipairs(ctx:cards("hand", filter)) do
    if ctx:can_play(c, { free = true }) then out[#out + 1] = c end
  end
  return out
end

local function without(cards, card)
  local out = {}
  for _, c in ipairs(cards) do
    if c ~= card then out[#out + 1] = c end
  end
  return out
end

return card {
  on_deletion = function(ctx)
    local rosemon = playable(ctx, { name = "Rosemon" })
    local yellow_level_3 = playable(ctx, { kind = "Digimon", color = "Yellow", level = 3 })
    local candidates = {}
    for _, c in ipairs(rosemon) do candidates[#candidates + 1] = c end
    for _, c in ipairs(yellow_level_3) do candidates[#candidates + 1] = c end
    -- "you may": the first card picked says which half of the "or" is played
    local first = ctx:choose_card(candidates, {
      optional = true, text = "play 1 [Rosemon] or a yellow level 3 Digimon card without paying its cost",
    })[1]
    if not first then return end
    local chosen = { first }
    if #ctx:cards({ first }, { name = "Rosemon" }) == 0 then
      -- up to 2 yellow level 3 Digimon cards: a second one, if p1 wants it
      local second = ctx:choose_card(without(yellow_level_3, first), {
        optional = true, text = "play a second yellow level 3 Digimon card without paying its cost",
      })[1]
      if second then chosen[2] = second end
    end
    for _, c in ipairs(chosen) do ctx:play_card(c, { free = true }) end
  end,
}
