-- <Raid> (ver. 3.6 16-22; ver. 1.0 12-23)
-- "When this Digimon attacks, you may switch the target of attack to 1 of your
-- opponent's unsuspended Digimon with the highest DP."
--
-- A triggered effect of "when this Digimon attacks" (16-22-2), optional (16-22-3,
-- 12-23-4). The candidates are the opponent's unsuspended Digimon with the highest DP
-- now (12-23-5: a suspended one never counts, however strong); with several, the
-- player who activates it chooses (16-22-5, 12-23-6). It cannot activate when the
-- opponent has no unsuspended Digimon (12-23-8) or the attack already targets one of
-- the highest (12-23-3). Its target is this Digimon, so a "cannot be attacked"
-- Digimon can still be switched to (12-23-7). Several <Raid> trigger several times
-- (16-22-4, 12-23-2); once switched, the next finds the target already the highest.
-- The opponent may still block afterwards (12-23-10): the block timing comes later.
local function highest(ctx)
  local best, top = {}, nil
  for _, o in ipairs(ctx:all({ owner = "opponent", kind = "Digimon", suspended = false })) do
    local dp = o:dp() or 0
    if top == nil or dp > top then
      best, top = { o }, dp
    elseif dp == top then
      best[#best + 1] = o
    end
  end
  return best
end

return keyword {
  name = "Raid",
  effects = {
    when_attacking = {
      optional = true,
      condition = function(ctx)
        local a = ctx:current_attack()
        if not a or not a.attacker or not a.attacker:is(ctx.self) then return false end
        local best = highest(ctx)
        for _, o in ipairs(best) do
          if a.target and a.target:is(o) then return false end
        end
        return #best > 0
      end,
      run = function(ctx)
        local to = ctx:choose_one(highest(ctx), { text = "the new target of the attack" })
        if to then ctx:change_target(to) end
      end,
    },
  },
}
