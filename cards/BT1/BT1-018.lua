-- BT1-018 Flarerizamon
-- [Your Turn] While you have 3 or more memory, this Digimon gains <Security Attack +1>.
-- (This Digimon checks 1 additional security card.)
return card {
  static = { {
    turn = "your",
    keyword = "Security A. +1",
    condition = function(ctx) return ctx:memory() >= 3 end,
  } },
}
