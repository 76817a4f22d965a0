-- BT5-053 Deramon
-- [Your Turn] For each other suspended Digimon you have in play, this Digimon gets
-- +2000 DP.
local other_suspended = { owner = "you", kind = "Digimon", suspended = true, not_self = true }

return card {
  static = { {
    turn = "your",
    dp = function(ctx) return 2000 * ctx:count(other_suspended) end,
  } },
}
