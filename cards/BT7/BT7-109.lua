-- BT7-109 Dead or Alive
-- [Main] Play 1 purple level 5 Digimon card from your trash without paying its memory
-- cost. If there are 10 or more cards in your trash, you may play 1 Digimon card with
-- [Lucemon] in its name without paying its memory cost instead.
-- [Security] Activate this card's [Main] effect.
--
-- The [Lucemon] card comes from the trash too, as the purple level 5 one does.
local function playable(ctx, filter)
  local cards = {}
  for _, c in ipairs(ctx:cards("trash", filter)) do
    if ctx:can_play(c, { free = true }) then cards[#cards + 1] = c end
  end
  return cards
end

local function play_one(ctx, cards)
  local card = ctx:choose_card(cards, { count = 1, text = "play without paying its memory cost" })[1]
  if card then ctx:play_card(card, { free = true }) end
end

return card {
  main = function(ctx)
    -- "instead" is the player's choice: with 10 or more cards in the trash the purple
    -- level 5 Digimon may still be played (Q1676)
    if #ctx:cards("trash") >= 10 then
      local lucemons = playable(ctx, { kind = "Digimon", name_has = "Lucemon" })
      if #lucemons > 0 and ctx:may("play 1 Digimon card with [Lucemon] in its name instead?") then
        play_one(ctx, lucemons)
        return
      end
    end
    play_one(ctx, playable(ctx, { kind = "Digimon", color = "Purple", level = 5 }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
