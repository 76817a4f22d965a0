-- BT2-093 Shield of the Just
-- [Main] Delete 1 of your opponent's Digimon with 5000 DP or less. If you have a red Tamer in
-- play, delete 1 of your opponent's Digimon with 8000 DP or less instead.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- whichever printed maximum applies, effects that raise DP-based deletion maximums
    -- raise it (15-15-5)
    local most = 5000
    if ctx:count({ owner = "you", kind = "Tamer", color = "Red" }) > 0 then most = 8000 end
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(most) }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
