-- BT1-093 Great Tornado
-- [Main] 1 of your Digimon gets +2000 DP and <Security Attack +1> (This Digimon checks 1
-- additional security card) for the turn.
-- [Security] Add this card to its owner's hand.
return card {
  main = function(ctx)
    local mon = ctx:choose_one("your_digimon")
    ctx:dp_plus(mon, 2000, "turn")
    ctx:give(mon, "Security A. +1", "turn")
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
