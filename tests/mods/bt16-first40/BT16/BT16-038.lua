-- BT16-038 Terriermon (X Antibody)
-- [Digivolve] [Gummymon]/[Terriermon]: Cost 0
-- [Your Turn] When this Digimon would digivolve into a card with [Gargomon] or
-- [Rapidmon] in its name, reduce the digivolution cost by 1.
-- Inherited: [Your Turn] While this Digimon has [Gargomon] or [Rapidmon] in its name, it
-- gains <Piercing>.
local words = { "Gargomon", "Rapidmon" }

-- card_named: the card has [Gargomon] or [Rapidmon] in its name (2-3-1-3).
local function card_named(ctx, c)
  for _, w in ipairs(words) do
    if #ctx:cards({ c }, { name_has = w }) > 0 then return true end
  end
  return false
end

-- object_named: the Digimon has [Gargomon] or [Rapidmon] in its name now.
local function object_named(ctx, obj)
  for _, w in ipairs(words) do
    for _, o in ipairs(ctx:all({ name_has = w })) do
      if o:is(obj) then return true end
    end
  end
  return false
end

return card {
  would = { {
    on = "digivolve", subject = "self", turn = "your",
    trigger = function(ctx)
      local into = ctx:would_card()
      return into ~= nil and card_named(ctx, into)
    end,
    reduces = 1,
    run = function(ctx) ctx:change_cost(-1) end,
  } },
  inherited = {
    static = { {
      turn = "your", keyword = "Piercing",
      condition = function(ctx) return object_named(ctx, ctx.self) end,
    } },
  },
}
