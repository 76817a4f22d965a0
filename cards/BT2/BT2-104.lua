-- BT2-104 Atomic Ray
-- [Main] Unsuspend 1 of your Digimon with <Blocker>.
-- [Security] Unsuspend all of your Digimon with <Blocker> and they get +5000 DP for the
-- turn.
local blockers = { owner = "you", kind = "Digimon", keyword = "Blocker" }

return card {
  main = function(ctx) ctx:unsuspend(ctx:choose_one(blockers)) end,
  security = function(ctx)
    -- "they" are the Digimon with <Blocker> now, suspended or not
    local them = ctx:all(blockers)
    ctx:unsuspend(them)
    ctx:dp_plus(them, 5000, "turn")
  end,
}
