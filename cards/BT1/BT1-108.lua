-- BT1-108 Horn Buster
-- [Main] 1 of your Digimon gets +3000 DP for the turn.
-- [Security] Suspend 1 of your opponent's Digimon. Then add this card its owner's hand.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end,
  security = function(ctx)
    ctx:suspend(ctx:choose_one("opponent_digimon"))
    ctx:move(ctx.card, "hand")
  end,
}
