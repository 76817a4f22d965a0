-- BT2-070 Tapirmon
-- [On Deletion] Trigger <Draw 1>. (Draw 1 card from your deck.)
return card {
  on_deletion = function(ctx) ctx:run_keyword("Draw 1") end,
}
