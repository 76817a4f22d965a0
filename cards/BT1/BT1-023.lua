-- BT1-023 SkullGreymon
-- [On Play] Delete 1 of your opponent's Digimon with <Blocker>.
return card {
  on_play = function(ctx)
    ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", keyword = "Blocker" }))
  end,
}
