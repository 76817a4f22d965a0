-- ST9-06 Imperialdramon: Dragon Mode
-- [When Digivolving] You may play 1 level 4 or lower blue Digimon card and 1 level 4 or
-- lower green Digimon card from this Digimon's digivolution cards without paying their
-- memory costs.
local BLUE = { kind = "Digimon", color = "Blue", level_at_most = 4 }
local GREEN = { kind = "Digimon", color = "Green", level_at_most = 4 }

local function without(cards, card)
  local out = {}
  for _, c in ipairs(cards) do if c ~= card then out[#out + 1] = c end end
  return out
end

-- the blue cards that leave a green card to play with them
local function paired(blues, greens)
  local out = {}
  for _, b in ipairs(blues) do
    if #without(greens, b) > 0 then out[#out + 1] = b end
  end
  return out
end

return card {
  when_digivolving = {
    optional = true,
    condition = function(ctx)
      local under = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(under, BLUE) + #ctx:cards(under, GREEN) > 0
    end,
    run = function(ctx)
      local under = ctx:digivolution_cards(ctx.self)
      local blues, greens = ctx:cards(under, BLUE), ctx:cards(under, GREEN)
      -- Once it plays, it plays as many as it can: one of each when it can (Q710). A
      -- blue-and-green card is the blue one only when another green card is left.
      local pairable = paired(blues, greens)
      local picked = {}
      if #pairable > 0 then
        local blue = ctx:choose_card(pairable, { count = 1, text = "play (level 4 or lower blue)" })[1]
        local green = ctx:choose_card(without(greens, blue), { count = 1, text = "play (level 4 or lower green)" })[1]
        picked = { blue, green }
      else
        local either = #blues > 0 and blues or greens
        picked = ctx:choose_card(either, { count = 1, text = "play" })
      end
      ctx:play_from_under(ctx.self, picked)
    end,
  },
}
