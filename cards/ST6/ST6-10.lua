-- ST6-10 SkullSatamon
-- [When Digivolving] You may return 1 purple Digimon card from your trash to your hand.
return card {
  when_digivolving = function(ctx)
    local purple = ctx:cards("trash", { kind = "Digimon", color = "Purple" })
    ctx:move(ctx:choose_card(purple,
      { count = 1, up_to = true, text = "return 1 purple Digimon card to your hand?" }), "hand")
  end,
}
