-- BT1-094 Oblivion Bird
-- [Main] Delete 1 of your opponent's Digimon with <Blocker>.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", keyword = "Blocker" }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
