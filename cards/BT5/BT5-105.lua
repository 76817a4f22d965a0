-- BT5-105 Ultimate Flare
-- [Main] Trigger <De-Digivolve 3> on 1 of your opponent's Digimon. (Trash up to 3 cards from
-- the top of one of your opponent's Digimon. If it has no digivolution cards, or becomes a
-- level 3 Digimon, you can't trash any more cards.) Then, delete all of your opponent's
-- Digimon with play costs of 3 or less.
-- [Security] Activate this card's [Main] effect.
return card {
  main = function(ctx)
    ctx:de_digivolve(ctx:choose_one("opponent_digimon"), 3)
    -- judged after the <De-Digivolve>, and done even without a target for it (Q1379)
    ctx:delete(ctx:all({ owner = "opponent", kind = "Digimon", cost_at_most = 3 }))
  end,
  security = function(ctx) ctx:activate_main() end,
}
