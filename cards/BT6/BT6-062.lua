-- BT6-062 Volcanomon
-- Inherited: [Your Turn] While your opponent has an unsuspended Digimon in play, this
-- Digimon gains ＜Security Attack +1＞. (This Digimon checks 1 additional security card.)
return card {
  inherited = {
    static = { {
      turn = "your", keyword = "Security A. +1",
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", suspended = false }) > 0
      end,
    } },
  },
}
