-- BT1-105 Blast Fire
-- [Main] Change the original DP of 1 of your opponent's Digimon to 3000 until the end
-- of your opponent's next turn.
return card {
  main = function(ctx)
    ctx:change_original_dp(ctx:choose_one("opponent_digimon"), 3000, "opponents_next_turn")
  end,
}
