-- BT2-002 DemiVeemon
-- Inherited: [Your Turn][Once Per Turn] When this Digimon becomes unsuspended during your
-- main phase, it gets +1000 DP for the turn.
return card {
  inherited = {
    when = { {
      -- Unsuspending a Digimon that is already unsuspended does not make it become
      -- unsuspended (Q993): no event, no trigger.
      on = "unsuspended", subject = "self", turn = "your", once_per_turn = true,
      condition = function(ctx) return ctx:phase() == "main" end,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    } },
  },
}
