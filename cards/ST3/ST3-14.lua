-- ST3-14 Heaven's Charm
-- [Main] 1 of your opponent's Digimon gets -2000 DP for the turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("opponent_digimon"), -2000, "turn") end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
