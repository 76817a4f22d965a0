-- BT6-061 Gigadramon
-- [Your Turn] This Digimon is also treated as red.
-- Inherited: [Opponent's Turn] This Digimon gets +2000 DP.
return card {
  -- from the battle area only: in the breeding area it is not red (Q1456)
  static = { { turn = "your", also_color = "Red" } },
  inherited = {
    static = { { turn = "opponents", dp = 2000 } },
  },
}
