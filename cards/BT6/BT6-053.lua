-- BT6-053 Eldradimon
-- <Security Attack +1> (This Digimon checks 1 additional security card.)
-- [Opponent's Turn] Your opponent's effects can't reduce this Digimon's DP.
return card {
  keywords = { "Security A. +1" },
  static = { {
    turn = "opponents", target = "self",
    cannot = { "have_dp_reduced", by = "opponent_effects" },
  } },
}
