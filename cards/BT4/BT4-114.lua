-- BT4-114 AncientGarurumon
-- [When Attacking][Once Per Turn] Unsuspend up to 2 of your Digimon with [Garurumon] in their
-- names (other than [KendoGarurumon]) or [Hybrid] in their forms.
-- [On Deletion] You may play 1 blue level 4 or lower Digimon card with [Hybrid] in its form
-- from your hand without paying its memory cost.

-- "Garurumon" (not KendoGarurumon) by name, or Hybrid by form: a [Hybrid] KendoGarurumon is
-- still one by its form
local function garurumon_or_hybrid(ctx)
  local out = ctx:all({ owner = "you", kind = "Digimon", trait = "Hybrid" })
  for _, mon in ipairs(ctx:all({ owner = "you", kind = "Digimon", name_has = "Garurumon" })) do
    if not mon:has_name("KendoGarurumon") and not mon:has_trait("Hybrid") then
      table.insert(out, mon)
    end
  end
  return out
end

return card {
  when_attacking = {
    once_per_turn = true,
    run = function(ctx)
      -- up to 2 in all, of either kind, this Digimon too (Q1279, Q1280)
      ctx:unsuspend(ctx:choose(garurumon_or_hybrid(ctx), { count = 2, up_to = true }))
    end,
  },
  on_deletion = function(ctx)
    local mon = ctx:choose_card(ctx:cards("hand", {
      kind = "Digimon", color = "Blue", level_at_most = 4, trait = "Hybrid",
    }), { count = 1, optional = true, text = "play without paying its memory cost?" })[1]
    if mon then ctx:play_card(mon, { free = true }) end
  end,
}
