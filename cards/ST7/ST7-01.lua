-- ST7-01 Gigimon
-- Inherited: [Your Turn][Once Per Turn] When an opponent's Digimon is deleted, this Digimon gets
-- +2000 DP for the turn.
return card {
  inherited = {
    when = { {
      on = "deleted", subject = "opponent_digimon", turn = "your", once_per_turn = true,
      run = function(ctx) ctx:dp_plus("self", 2000, "turn") end,
    } },
  },
}
