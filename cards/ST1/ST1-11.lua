-- ST1-11 WarGreymon
-- [Your Turn] For every 2 digivolution cards this Digimon has, it gains <Security Attack +1>.
return card {
  static = { {
    turn = "your",
    keyword = "Security A.",
    checks = function(ctx, self) return math.floor(self:digivolution_count() / 2) end,
  } },
}
