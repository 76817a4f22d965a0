-- ST7-12 Atomic Blaster
-- [Main] Choose any number of your opponent's Digimon whose total DP adds up to 8000 or less and
-- delete them.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    -- At least 1 (1-3-6, Q693); the DP is read as they are chosen, and nothing is added
    -- once they are deleted (Q694).
    ctx:delete(ctx:choose("opponent_digimon", { dp_total_at_most = ctx:deletion_max(8000) }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
