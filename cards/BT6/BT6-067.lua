-- BT6-067 Gankoomon
-- [When Digivolving] Delete all of your opponent's Digimon with the lowest play cost.
-- [Your Turn] While your opponent has an unsuspended Digimon, this Digimon gains ＜Security
-- Attack +1＞. (This Digimon checks 1 additional security card.)
return card {
  -- every Digimon tied for the lowest play cost is deleted (Q1460)
  when_digivolving = function(ctx)
    ctx:delete({ owner = "opponent", kind = "Digimon", lowest = "play_cost" })
  end,
  -- lost as soon as the opponent has no unsuspended Digimon, mid-attack too (Q1461)
  static = { {
    turn = "your", keyword = "Security A. +1",
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", suspended = false }) > 0
    end,
  } },
}
