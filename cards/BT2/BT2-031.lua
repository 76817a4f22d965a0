-- BT2-031 Vikemon
-- [Your Turn] While your opponent has a Digimon with no digivolution cards in play, this
-- Digimon gets +1000 DP and <Security Attack +1>. (This Digimon checks 1 additional
-- security card.)
local function opponent_has_bare_digimon(ctx)
  return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) > 0
end

return card {
  static = { {
    turn = "your", dp = 1000, keyword = "Security A. +1",
    condition = opponent_has_bare_digimon,
  } },
}
