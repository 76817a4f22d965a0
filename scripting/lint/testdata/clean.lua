-- CARD ST1-16
-- Nothing wrong: a file-level constant filter, a local function, a loop.
local opponents = { owner = "opponent", kind = "Digimon" }

local function gaia(ctx)
  local target = ctx:choose_one(opponents)
  if target and target:dp() <= 99999 then ctx:delete(target) end
end

return card {
  main = gaia,
  security = function(ctx) ctx:activate_main() end,
}
