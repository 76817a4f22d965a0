-- ST5-13 BlitzGreymon
-- ＜Security Attack +1＞ (This Digimon checks 1 additional security card.)
-- [Main] ＜Digi-Burst 2＞ (Trash 2 of this Digimon's Digivolution cards to activate the effect
-- below.)・1 of your Digimon gets +4000 DP until the end of your opponent's next turn.
return card {
  keywords = { "Security Attack +1" },
  main = function(ctx)
    if ctx:run_keyword("Digi-Burst 2") then
      ctx:dp_plus(ctx:choose_one("your_digimon"), 4000, "opponents_next_turn")
    end
  end,
}
