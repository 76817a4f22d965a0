-- BT16-031 Gatomon
-- [Digivolve] [Salamon]: Cost 2
-- <Barrier>
-- [On Play] [When Digivolving] By trashing 1 card in your hand, return 1 level 6 or lower
-- 2-color Digimon card that's red or purple from your trash to the hand.
-- Inherited: [Your Turn] All of your opponent's Security Digimon get -3000 DP.

-- returnable: the level 6 or lower Digimon cards in your trash with 2 colors, one of
-- them red or purple.
local function returnable(ctx)
  local out = {}
  for _, c in ipairs(ctx:cards("trash", { kind = "Digimon", level_at_most = 6 })) do
    local colors = c:colors()
    local red_or_purple = false
    for _, col in ipairs(colors) do
      if col == "Red" or col == "Purple" then red_or_purple = true end
    end
    if #colors == 2 and red_or_purple then out[#out + 1] = c end
  end
  return out
end

return card {
  keywords = { "Barrier" },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    optional = true, -- "by trashing 1 card in your hand": an optional cost (15-7)
    run = function(ctx)
      local paid = ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash" }))
      if paid == 1 then
        ctx:move(ctx:choose_card(returnable(ctx), { count = 1, text = "return to the hand" }), "hand")
      end
    end,
  } },
  inherited = {
    static = { { turn = "your", target = { owner = "opponent", security_digimon = true }, dp = -3000 } },
  },
}
