-- BT5-001 Koromon
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has [Omnimon] or [Greymon] (other
-- than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name, trigger <Draw 1>.
-- (Draw 1 card from your deck.)
-- "in its name": any name it has now, gained ones too (2-3-1-3), not only the printed one
local function omnimon_or_greymon(ctx, mon)
  if ctx:matches(mon, "[Omnimon] in name") then return true end
  if not ctx:matches(mon, "[Greymon] in name") then return false end
  for _, other in ipairs({ "DoruGreymon", "BurningGreymon", "DexDoruGreymon" }) do
    if mon:has_name(other) then return false end
  end
  return true
end

return card {
  inherited = {
    effects = { {
      timing = "when_attacking",
      once_per_turn = true,
      condition = function(ctx) return omnimon_or_greymon(ctx, ctx.self) end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
