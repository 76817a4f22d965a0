-- BT6-080 Ornismon
-- ＜Security Attack +1＞ (This Digimon checks 1 additional security card.)
-- [On Play] Delete 1 of your opponent's level 5 or lower Digimon.
return card {
  keywords = { "Security A. +1" },
  on_play = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 5 }))
  end,
}
