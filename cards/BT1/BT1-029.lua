-- BT1-029 Gabumon
-- [On Play] Trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  on_play = function(ctx) ctx:run_keyword("Draw 1") end,
}
