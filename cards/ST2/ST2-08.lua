-- ST2-08 WereGarurumon
-- Inherited: [Your Turn] While your opponent has a Digimon with no digivolution cards,
-- this Digimon gains <Security Attack +1>.
return card {
  inherited = {
    static = { {
      turn = "your",
      keyword = "Security A. +1",
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) > 0
      end,
    } },
  },
}
