-- BT5-021 Syakomon
-- [Opponent's Turn] Your opponent can't reduce digivolution costs.
return card {
  -- a ban on reducing, not on digivolving: the cost is paid in full (Q1302, Q1303); a cost
  -- set by a permission ("for a memory cost of 4") is no reduction (Q1304)
  static = { { turn = "opponents", player = "opponent", cannot = "reduce_digivolution_costs" } },
}
