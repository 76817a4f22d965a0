-- ST5-16 Dark Side Attack
-- [Main] Delete 1 of your opponent's Digimon with a play cost of 7 or less.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", cost_at_most = 7 }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
