-- BT1-111 Giga Blaster
-- [Main] Suspend 1 of your opponent's Digimon, or 2 of your opponent's Digimon with
-- 5000 DP or less.
-- [Security] Activate this card's [Main] effect.
local small = { owner = "opponent", kind = "Digimon", dp_at_most = 5000 }

return card {
  main = function(ctx)
    if ctx:count(small) >= 2 and ctx:may("suspend 2 of your opponent's Digimon with 5000 DP or less?") then
      ctx:suspend(ctx:choose(small, { count = 2 }))
    else
      ctx:suspend(ctx:choose_one("opponent_digimon"))
    end
  end,
  security = function(ctx) ctx:activate_main() end,
}
