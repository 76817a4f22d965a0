-- BT2-050 Argomon
-- <Digisorption -3> (When one of your Digimon digivolves into this card from your hand, you may
-- suspend 1 of your Digimon to reduce the memory cost of the digivolution by 3.)
-- [Your Turn] For each of your other suspended Digimon, this Digimon gains <Security Attack +1>.
-- (This Digimon checks 1 additional security card.)
return card {
  keywords = { "Digisorption -3" },
  static = { {
    turn = "your",
    checks = function(ctx)
      return ctx:count({ owner = "you", kind = "Digimon", suspended = true, not_self = true })
    end,
  } },
}
