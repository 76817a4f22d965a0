-- BT5-043 Jijimon
-- [On Deletion] Trigger <Recovery +1 (Deck)>. (Place the top card of your deck on top
-- of your security stack.)
return card {
  on_deletion = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
}
