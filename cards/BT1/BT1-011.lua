-- BT1-011 Agumon Expert
-- [On Play] Return 1 Digimon card with [Agumon] in its name from your recycle bin to your hand.
return card {
  on_play = function(ctx)
    local agumons = ctx:cards("trash", { kind = "Digimon", name_has = "Agumon" })
    ctx:move(ctx:choose_card(agumons, { text = "return to your hand" }), "hand")
  end,
}
