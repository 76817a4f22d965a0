-- BT2-103 Spiral Sword
-- [Main] 1 of your Digimon gets +3000 DP for the turn.
-- [Security] Unsuspend 1 of your Digimon with <Blocker>.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end,
  security = function(ctx)
    ctx:unsuspend(ctx:choose_one({ owner = "you", kind = "Digimon", keyword = "Blocker" }))
  end,
}
