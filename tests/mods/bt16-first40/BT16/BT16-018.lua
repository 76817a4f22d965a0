-- BT16-018 ExVeemon
-- [Digivolve] [Veemon]: Cost 2
-- <Raid>
-- [On Play] [When Digivolving] 1 of your Digimon can't be deleted in battle until the end of your opponent's turn.
-- Inherited: [Your Turn] This Digimon gets +2000 DP.
return card {
  keywords = { "Raid" },
  effects = { {
    timing = { "on_play", "when_digivolving" },
    run = function(ctx)
      ctx:cannot(ctx:choose_one("your_digimon"), "be_deleted_in_battle", "opponents_turn")
    end,
  } },
  inherited = {
    static = { { turn = "your", dp = 2000 } },
  },
}
