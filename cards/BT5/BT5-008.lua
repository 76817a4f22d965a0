-- BT5-008 Gaossmon
-- [Your Turn] Your other [Gaossmon] all get +3000 DP.
-- [Opponent's Turn] Your opponent can't reduce digivolution costs.
return card {
  static = {
    { turn = "your", target = { owner = "you", kind = "Digimon", name = "Gaossmon", not_self = true },
      dp = 3000 },
    -- a fixed cost ("for a memory cost of 4") is no reduction and stays possible (Q1287)
    { turn = "opponents", player = "opponent", cannot = "reduce_digivolution_costs" },
  },
}
