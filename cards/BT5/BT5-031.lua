-- BT5-031 MetalGarurumon
-- [When Digivolving] If a Digimon card with [Garurumon] in its name (other than
-- [KendoGarurumon]) is in this Digimon's digivolution cards, return 1 of your opponent's
-- Digimon with an [On Deletion] effect to the bottom of its owner's deck. Trash all of the
-- digivolution cards of that Digimon.
-- Inherited: [When Attacking][Once Per Turn] Gain 1 memory.
local function garurumon_under(ctx)
  local under = ctx:digivolution_cards(ctx.self)
  for _, card in ipairs(ctx:cards(under, { kind = "Digimon", name_has = "Garurumon" })) do
    if card:name() ~= "KendoGarurumon" then return true end
  end
  return false
end

return card {
  when_digivolving = {
    condition = garurumon_under,
    run = function(ctx)
      -- "with an [On Deletion] effect": its own or one it inherits (4-2-4)
      local candidates = {}
      for _, mon in ipairs(ctx:all({ owner = "opponent", kind = "Digimon" })) do
        if mon:has_effect("on_deletion") then candidates[#candidates + 1] = mon end
      end
      -- the cards under it go to the trash (4-5-8)
      ctx:move(ctx:choose_one(candidates), "deck_bottom")
    end,
  },
  inherited = {
    effects = { {
      timing = "when_attacking",
      once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
