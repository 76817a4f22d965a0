-- ST1-12 Tai Kamiya
-- [Your Turn] All of your Digimon get +1000 DP.
-- [Security] Play this card without paying its memory cost.
return card {
  security = function(ctx)
    ctx:play_self { free = true }
  end,
  static = {
    { turn = "your", target = "your_digimon", dp = 1000 },
  },
}
