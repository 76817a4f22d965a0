-- BT2-068 Impmon
-- [On Deletion] Trash the top 3 cards of your deck.
return card {
  on_deletion = function(ctx) ctx:move(ctx:cards("deck", { top = 3 }), "trash") end,
}
