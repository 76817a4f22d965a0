-- ST10-09 Witchmon
-- [Security] At the end of the battle, play this card without paying its memory cost.
-- [On Play] Return 1 purple level 5 or lower Digimon card from your trash to your hand.
return card {
  security = function(ctx)
    -- Delayed to the end of this battle (18-1), whatever its outcome (Q741): played
    -- before the next security check, and its [On Play] activates then too (Q742, Q743).
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
  on_play = function(ctx)
    local purple = ctx:cards("trash", { kind = "Digimon", color = "Purple", level_at_most = 5 })
    ctx:move(ctx:choose_card(purple, { count = 1, text = "return to your hand" }), "hand")
  end,
}
