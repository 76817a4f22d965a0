-- ST3-13 Heaven's Gate
-- [Main] 1 of your Digimon gets +3000 DP for the turn.
-- [Security] All of your Digimon and Security Digimon get +5000 DP for the turn. Then add
-- this card to its owner's hand.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end,
  security = function(ctx)
    ctx:dp_plus("your_digimon", 5000, "turn")
    ctx:dp_plus({ owner = "you", security_digimon = true }, 5000, "turn")
    ctx:move(ctx.card, "hand")
  end,
}
