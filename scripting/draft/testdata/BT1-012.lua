-- BT1-012 Biyomon
-- Inherited: [Your Turn] When this Digimon is blocked， it gets +2000 DP.
return card {
  inherited = {
    when = {
      {
        on = "blocked", subject = "self", turn = "your",
        run = function(ctx)
          ctx:dp_plus("self", 2000)
        end,
      },
    },
  },
}
