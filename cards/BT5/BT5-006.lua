-- BT5-006 Gigimon
-- Inherited: [Your Turn][Once Per Turn] When one of your other Digimon is deleted, this
-- Digimon gets +2000 DP for the turn.
return card {
  inherited = {
    when = { {
      on = "deleted", subject = { owner = "you", kind = "Digimon", not_self = true },
      turn = "your", once_per_turn = true,
      run = function(ctx) ctx:dp_plus(ctx.self, 2000, "turn") end,
    } },
  },
}
