-- ST10-05 Angewomon
-- [On Play] 1 of your opponent's Digimon gains <Security Attack -2> until the end of your
-- opponent's next turn. (This Digimon checks 2 fewer security cards.)
-- Inherited: [Your Turn] While you have a purple Digimon in play, this Digimon gains
-- <Security Attack +1>. (This Digimon checks 1 additional security card.)
return card {
  on_play = function(ctx)
    -- played in the opponent's turn, it lasts until the end of that turn (Q733)
    ctx:give(ctx:choose_one("opponent_digimon"), "Security A. -2", "opponents_next_turn")
  end,
  inherited = {
    static = { {
      turn = "your",
      keyword = "Security A. +1",
      -- this Digimon counts when it is purple itself (Q732)
      condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Purple" }) > 0 end,
    } },
  },
}
