-- ST3-12 T.K. Takaishi
-- [Opponent's Turn] All of your Security Digimon get +2000 DP.
-- [Security] Play this card without paying its memory cost.
return card {
  static = { { turn = "opponents", target = { owner = "you", security_digimon = true }, dp = 2000 } },
  security = function(ctx) ctx:play_self { free = true } end,
}
