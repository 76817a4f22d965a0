-- BT16-014 Goldramon (X Antibody)
-- [Digivolve] [Goldramon]: Cost 2
-- <Raid>
-- [When Digivolving] [When Attacking] You may use 1 [God Flame] or 1 Option card with the [Four Great Dragons]
-- trait from your hand without paying the cost.
-- [All Turns] This Digimon gains all effects of [Goldramon] in this Digimon's digivolution cards.
-- "1 [God Flame] or 1 Option card with the [Four Great Dragons] trait", usable now without paying the cost
local function usable(ctx)
  local out = {}
  for _, c in ipairs(ctx:cards("hand", { kind = "Option" })) do
    local fits = c:has_name("God Flame") or #ctx:cards({ c }, { trait = "Four Great Dragons" }) > 0
    if fits and ctx:can_use(c, { free = true }) then out[#out + 1] = c end
  end
  return out
end

return card {
  keywords = { "Raid" },
  effects = { {
    timing = { "when_digivolving", "when_attacking" },
    optional = true,
    run = function(ctx)
      local c = ctx:choose_card(usable(ctx), { count = 1, text = "use which Option without paying the cost?" })[1]
      if c then ctx:use_card(c, { free = true }) end
    end,
  } },
  static = { {
    gains_effects_of = function(ctx, self)
      return ctx:cards(ctx:digivolution_cards(self), { name = "Goldramon" })
    end,
  } },
}
