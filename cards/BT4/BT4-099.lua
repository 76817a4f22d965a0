-- BT4-099 Heir of Dragons
-- [Main] Trigger <Draw 2>. (Draw 2 cards from your deck.) Then, if one of your Digimon has
-- [Greymon] or [Dramon] in its name (other than [DoruGreymon], [BurningGreymon], or
-- [DexDoruGreymon]), delete 1 of your opponent's Digimon with 4000 DP or less.
-- [Security] Activate this card's [Main] effect.
local excluded = { "DoruGreymon", "BurningGreymon", "DexDoruGreymon" }

local function is_dragon_heir(mon)
  for _, name in ipairs(excluded) do
    if mon:has_name(name) then return false end
  end
  return true
end

local function has_dragon_heir(ctx)
  local candidates = ctx:all({ owner = "you", kind = "Digimon", name_has = "Greymon" })
  for _, mon in ipairs(ctx:all({ owner = "you", kind = "Digimon", name_has = "Dramon" })) do
    table.insert(candidates, mon)
  end
  for _, mon in ipairs(candidates) do
    if is_dragon_heir(mon) then return true end
  end
  return false
end

return card {
  main = function(ctx)
    ctx:run_keyword("Draw 2")
    if has_dragon_heir(ctx) then
      -- a DP-based deletion: its printed maximum is raised by deletion_max effects (15-15-5)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
