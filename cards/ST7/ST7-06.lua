-- ST7-06 GeoGreymon
-- [Security] At the end of the battle, play this card without paying its memory cost.
-- [On Play] Delete 1 of your opponent's Digimon with 4000 DP or less.
return card {
  -- Whoever won the battle (Q685); played, and its [On Play] resolved, before the
  -- attacker's next security check (Q686).
  security = function(ctx)
    ctx:later("end_of_battle", function(ctx) ctx:play_card(ctx.card, { free = true }) end)
  end,
  on_play = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
  end,
}
