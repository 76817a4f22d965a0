-- BT7-108 Schwarz Lehrsatz
-- [Main] For each Digimon with [Hybrid] in its traits and each Tamer you have in play,
-- delete 1 of your opponent's level 5 or lower Digimon.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- the total of both, not pairs (Q1675)
    local n = ctx:count({ owner = "you", kind = "Digimon", trait = "Hybrid" }) + ctx:count("your_tamers")
    if n == 0 then return end
    ctx:delete(ctx:choose({ owner = "opponent", kind = "Digimon", level_at_most = 5 }, { count = n }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
