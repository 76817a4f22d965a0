-- ST10-13 Junomon
-- <Retaliation> (When this Digimon is deleted after losing a battle, delete the Digimon it
-- was battling.)
-- [When Digivolving] Trash the top 3 cards of your deck. Then, return 1 Digimon card from
-- your trash to your hand.
return card {
  keywords = { "Retaliation" },
  when_digivolving = function(ctx)
    ctx:move(ctx:cards("deck", { top = 3 }), "trash")
    -- any Digimon card of the trash, one just trashed or one there before
    ctx:move(ctx:choose_card(ctx:cards("trash", { kind = "Digimon" }), { count = 1, text = "return to your hand" }), "hand")
  end,
}
