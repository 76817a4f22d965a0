-- ST6-16 Nail Bone
-- [Main] You may play 1 purple level 3 Digimon card and 1 purple level 4 Digimon card from your
-- trash without paying their memory costs. Any [On Play] effects on Digimon played with this
-- effect don't activate.
-- [Security] You may play 1 purple level 4 or lower Digimon card from your trash without paying
-- its memory cost. Any [On Play] effects on Digimon played with this effect don't activate.
local function purple_digimon(ctx, filter)
  filter.kind, filter.color = "Digimon", "Purple"
  return ctx:cards("trash", filter)
end

local function may_choose(ctx, cards, text)
  return ctx:choose_card(cards, { count = 1, up_to = true, text = text })[1]
end

local function play_all(ctx, cards)
  for _, c in ipairs(cards) do ctx:play_card(c, { free = true, no_on_play = true }) end
end

return card {
  main = function(ctx)
    local chosen = {}
    chosen[#chosen + 1] = may_choose(ctx, purple_digimon(ctx, { level = 3 }), "play 1 purple level 3 Digimon card?")
    chosen[#chosen + 1] = may_choose(ctx, purple_digimon(ctx, { level = 4 }), "play 1 purple level 4 Digimon card?")
    play_all(ctx, chosen)
  end,
  security = function(ctx)
    local card = may_choose(ctx, purple_digimon(ctx, { level_at_most = 4 }), "play 1 purple level 4 or lower Digimon card?")
    play_all(ctx, { card })
  end,
}
