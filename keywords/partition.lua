-- <Partition (X & Y)> (ver. 3.6 16-28; not in ver. 1.0)
-- "When this Digimon with each of the specified digivolution cards would leave the
-- battle area other than by your own effects or by battle, you may play 1 each of the
-- specified cards without paying the costs."
-- An immediate effect (16-28-2). The specified cards are those the parameter describes
-- (16-28-5), one description per side of "&" or "+" (<Partition (green Lv.5 & blue
-- Lv.5)>, <Partition ([Apollomon] & [Dianamon])>); it triggers only while the Digimon's
-- digivolution cards hold a different Digimon card for each side. Optional (16-28-3);
-- when it activates, one card for each side is played without paying the costs, all of
-- them or none (16-28-6), before the Digimon leaves. Each copy triggers (16-28-4).
local function sides(param)
  local out = {}
  local s = param:gsub("%s+%+%s+", " & ")
  for part in (s .. " & "):gmatch("(.-)%s*&%s*") do
    part = part:match("^%s*(.-)%s*$")
    if part ~= "" then out[#out + 1] = part end
  end
  return out
end

-- fits: the Digimon cards among cards, for each side, that side's candidates.
local function fits(ctx, cards, descs)
  local by = {}
  for i, d in ipairs(descs) do
    by[i] = {}
    for _, c in ipairs(cards) do
      if c:kind() == "Digimon" and ctx:matches(c, d) then by[i][#by[i] + 1] = c end
    end
  end
  return by
end

local function taken(list, c)
  for _, x in ipairs(list) do if x == c then return true end end
  return false
end

-- complete: whether sides i.. can each get a different card not in used.
local function complete(by, i, used)
  if i > #by then return true end
  for _, c in ipairs(by[i]) do
    if not taken(used, c) then
      used[#used + 1] = c
      local ok = complete(by, i + 1, used)
      used[#used] = nil
      if ok then return true end
    end
  end
  return false
end

local function possible(ctx)
  local descs = sides(ctx.keyword.param)
  return #descs > 0 and complete(fits(ctx, ctx:digivolution_cards(ctx.self), descs), 1, {})
end

return keyword {
  name = "Partition",
  effects = {
    would = { {
      on = "leave", subject = "self", optional = true,
      trigger = function(ctx, ev)
        return ev.cause ~= "battle" and not (ev.cause == "effect" and ev.by_you) and possible(ctx)
      end,
      run = function(ctx)
        local by = fits(ctx, ctx:digivolution_cards(ctx.self), sides(ctx.keyword.param))
        local picked = {}
        for i = 1, #by do
          local cands = {}
          for _, c in ipairs(by[i]) do
            if not taken(picked, c) then
              picked[#picked + 1] = c
              if complete(by, i + 1, picked) then cands[#cands + 1] = c end
              picked[#picked] = nil
            end
          end
          if #cands == 0 then return end
          local c = cands[1]
          if #cands > 1 then c = ctx:choose_card(cands, { count = 1, text = "<Partition>: play which card?" })[1] end
          picked[#picked + 1] = c
        end
        ctx:play_from_under(ctx.self, picked)
      end,
    } },
  },
}
