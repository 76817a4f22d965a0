-- BT2-018 Volcanicdramon
-- <Security Attack +1> (This Digimon checks 1 additional security card.)
-- [On Play] Delete all of your opponent's Digimon with 4000 DP or less.
return card {
  keywords = { "Security A. +1" },
  on_play = function(ctx)
    ctx:delete(ctx:all({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
  end,
}
