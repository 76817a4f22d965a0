-- BT5-033 Cutemon
-- [Opponent's Turn] Your opponent can't reduce digivolution costs.
return card {
  static = { {
    turn = "opponents",
    -- <Digisorption> and "reduce the memory cost of the digivolution" effects reduce
    -- nothing: the printed digivolution cost is paid (Q1313, Q1314)
    player = "opponent",
    cannot = "reduce_digivolution_costs",
  } },
}
