-- ST9-10 Snimon
-- [Security] At the end of the battle, play this card without paying its memory cost.
-- [On Play] Suspend 1 of your opponent's Digimon.
return card {
  security = function(ctx)
    -- Delayed to the end of this battle (18-1), whatever its outcome (Q716): played
    -- before the next security check, and its [On Play] activates then too (Q717, Q718).
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
  on_play = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
}
