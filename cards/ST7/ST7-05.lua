-- ST7-05 Growlmon
-- Inherited: [Your Turn][Once Per Turn] When an opponent's Digimon is deleted, gain 1 memory.
return card {
  inherited = {
    when = { {
      -- Not when its Digimon is deleted with the opponent's (Q683); against <Retaliation>,
      -- the turn player's effect activates first (Q2746).
      on = "deleted", subject = "opponent_digimon", turn = "your", once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
