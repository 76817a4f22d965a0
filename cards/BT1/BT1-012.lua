-- BT1-012 Biyomon
-- Inherited: [Your Turn] When this Digimon is blocked, it gets +2000 DP.
-- No period is printed: the +2000 is given with none, so it lasts while this card stays
-- among the Digimon's digivolution cards, and no longer than the turn (core/continuity.go;
-- ver. 1.0 13-2-3-1).
return card {
  inherited = {
    when = { {
      on = "blocked", subject = "self", turn = "your",
      run = function(ctx) ctx:dp_plus("self", 2000) end,
    } },
  },
}
