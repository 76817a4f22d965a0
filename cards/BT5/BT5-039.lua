-- BT5-039 ShootingStarmon
-- [On Deletion] 1 of your opponent's Digimon gets -3000 DP for the turn.
return card {
  on_deletion = function(ctx)
    ctx:dp_plus(ctx:choose_one("opponent_digimon"), -3000, "turn")
  end,
}
