-- BT5-108 Earth Shaker
-- [Main] Delete 1 of your opponent's unsuspended level 4 Digimon and 1 of your opponent's
-- unsuspended level 5 Digimon.
-- [Security] Activate this card's [Main] effect.
local function unsuspended_level(n)
  return { owner = "opponent", kind = "Digimon", level = n, suspended = false }
end

return card {
  main = function(ctx)
    -- both are chosen, then deleted at once (one deletion); either alone is enough (Q1381)
    local targets = {}
    for _, n in ipairs({ 4, 5 }) do
      local target = ctx:choose_one(unsuspended_level(n), { text = "delete" })
      if target then table.insert(targets, target) end
    end
    ctx:delete(targets)
  end,
  security = function(ctx) ctx:activate_main() end,
}
