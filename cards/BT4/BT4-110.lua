-- BT4-110 Dark Roar
-- [Main] Delete 1 of your opponent's Digimon with a play cost of 3 or less. For each of your
-- Digimon with [D-Brigade] in its type, add +1 to the maximum play cost of the Digimon you can
-- choose with this effect.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- 1 [D-Brigade] Digimon: 4 or less; 2: 5 or less; ... (Q1277)
    local brigade = ctx:count({ owner = "you", kind = "Digimon", trait = "D-Brigade" })
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", cost_at_most = 3 + brigade }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
