-- BT5-076 BlackGrowlmon
-- Inherited: [Your Turn][Once Per Turn] When one of your other Digimon is deleted, this
-- Digimon gains <Security Attack +1> (This Digimon checks 1 additional security card) for
-- the turn.
return card {
  inherited = {
    when = { {
      on = "deleted", subject = { owner = "you", kind = "Digimon", not_self = true },
      turn = "your", once_per_turn = true,
      run = function(ctx) ctx:give("self", "Security A. +1", "turn") end,
    } },
  },
}
