-- BT6-094 Red Reamer
-- [Main] Delete 1 of your opponent's Digimon with 6000 DP or less. If your opponent has 3 or
-- more Digimon in play, delete 1 of your opponent's Digimon with 13000 DP or less instead.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    local most = 6000
    if ctx:count("opponent_digimon") >= 3 then most = 13000 end
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(most) }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
