-- BT6-037 Bulkmon
-- [Your Turn] While you have 3 or more security cards, this Digimon gains <Security
-- Attack +1>. (This Digimon checks 1 additional security card.)
return card {
  static = { {
    turn = "your", keyword = "Security A. +1",
    condition = function(ctx) return ctx:security_count() >= 3 end,
  } },
}
