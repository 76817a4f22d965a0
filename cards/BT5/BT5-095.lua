-- BT5-095 Transcendent Sword
-- [Main] Delete 1 of your opponent's Digimon with 11000 DP or less. If you have a Digimon in
-- play with [Omnimon] or [Greymon] (other than [DoruGreymon], [BurningGreymon], or
-- [DexDoruGreymon]) in its name, delete 1 of your opponent's Digimon with 15000 DP or less
-- instead.
-- [Security] Activate this card's [Main] effect.
local excluded = { "DoruGreymon", "BurningGreymon", "DexDoruGreymon" }

local function is_excluded(mon)
  for _, name in ipairs(excluded) do
    if mon:has_name(name) then return true end
  end
  return false
end

-- looked at when the effect gets there
local function has_omnimon_or_greymon(ctx)
  if ctx:count({ owner = "you", kind = "Digimon", name_has = "Omnimon" }) > 0 then return true end
  for _, mon in ipairs(ctx:all({ owner = "you", kind = "Digimon", name_has = "Greymon" })) do
    if not is_excluded(mon) then return true end
  end
  return false
end

return card {
  main = function(ctx)
    -- a DP-based deletion: its printed maximum is raised by deletion_max effects (15-15-5)
    local limit = ctx:deletion_max(has_omnimon_or_greymon(ctx) and 15000 or 11000)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = limit }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
