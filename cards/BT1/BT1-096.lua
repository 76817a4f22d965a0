-- BT1-096 Mad Dog Fire
-- [Main] 1 of your Digimon gets +3000 DP for the turn.
-- [Security] Trigger <Draw 1> (Draw 1 card from your deck). Then add this card to its
-- owner's hand.
return card {
  main = function(ctx) ctx:dp_plus(ctx:choose_one("your_digimon"), 3000, "turn") end,
  security = function(ctx)
    ctx:run_keyword("Draw 1")
    ctx:move(ctx.card, "hand")
  end,
}
