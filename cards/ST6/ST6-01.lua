-- ST6-01 Pagumon
-- Inherited: [On Deletion] Trash the top 2 cards of your deck.
return card {
  inherited = {
    on_deletion = function(ctx)
      ctx:move(ctx:cards("deck", { top = 2 }), "trash")
    end,
  },
}
