-- BT5-072 Fake Agumon Expert
-- [On Deletion] You may return 1 level 3 Digimon card with an [On Deletion] effect other than
-- [Fake Agumon Expert] from your trash to your hand.
return card {
  on_deletion = function(ctx)
    -- an [On Deletion] effect of the card's own, not an inherited one (Q1349)
    local back = ctx:choose_card(ctx:cards("trash", {
      kind = "Digimon", level = 3, has_effect = "On Deletion", not_name = "Fake Agumon Expert",
    }), { count = 1, optional = true, text = "return to your hand" })[1]
    if back then ctx:move(back, "hand") end
  end,
}
