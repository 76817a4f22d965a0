-- BT6-106 Iron-Fisted Onslaught
-- [Main] Delete all of your opponent's Digimon with the highest play cost.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- ties for the highest are all deleted (Q1491)
    ctx:delete(ctx:all({ owner = "opponent", kind = "Digimon", highest = "play_cost" }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
