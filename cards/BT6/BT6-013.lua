-- BT6-013 Megadramon
-- [Your Turn] This Digimon is also treated as black.
-- Inherited: [Your Turn] This Digimon gets +2000 DP.
return card {
  -- Red and black in your turn: it meets black digivolution requirements then; in the
  -- breeding area [Your Turn] effects do not work, and it is red only (Q1408).
  static = { { turn = "your", also_color = "Black" } },
  inherited = {
    static = { { turn = "your", dp = 2000 } },
  },
}
