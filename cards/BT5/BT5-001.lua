-- BT5-001 Koromon
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has [Omnimon] or [Greymon] (other
-- than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name, trigger <Draw 1>.
-- (Draw 1 card from your deck.)
local function name_has(mon, part) return mon:name():find(part, 1, true) ~= nil end

local function omnimon_or_greymon(mon)
  if name_has(mon, "Omnimon") then return true end
  if not name_has(mon, "Greymon") then return false end
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
      condition = function(ctx) return omnimon_or_greymon(ctx.self) end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    } },
  },
}
