-- BT1-097 Boring Storm
-- [Main] Trigger <Draw 1> (Draw 1 card from your deck).
-- [Security] Trigger <Draw 2> (Draw 2 cards from your deck).
return card {
  main = function(ctx) ctx:run_keyword("Draw 1") end,
  security = function(ctx) ctx:run_keyword("Draw 2") end,
}
