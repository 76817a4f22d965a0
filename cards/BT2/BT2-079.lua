-- BT2-079 VenomMyotismon
-- <Security Attack +1> (This Digimon checks 1 additional security card.)
-- [Opponent's Turn] When one of your opponent's Digimon becomes suspended, gain 1 memory.
return card {
  keywords = { "Security A. +1" },
  when = { {
    on = "suspended", subject = "opponent_digimon", turn = "opponents",
    run = function(ctx) ctx:gain_memory(1) end,
  } },
}
