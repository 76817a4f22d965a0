-- ST8-06 Coredramon
-- [Security] At the end of the battle, play this card without paying its memory cost.
-- [On Play] Trigger <Draw 2>. (Draw 2 cards from your deck.)
return card {
  security = function(ctx)
    -- Delayed to the end of this battle (18-1), whatever its outcome (Q699): played
    -- before the next security check, and its [On Play] activates then too (Q700, Q701).
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
  on_play = function(ctx) ctx:run_keyword("Draw 2") end,
}
