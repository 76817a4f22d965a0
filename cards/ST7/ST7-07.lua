-- ST7-07 RizeGreymon
-- [On Play] Delete 1 of your opponent's Digimon with 5000 DP or less.
return card {
  on_play = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(5000) }))
  end,
}
