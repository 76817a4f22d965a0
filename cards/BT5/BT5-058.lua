-- BT5-058 Argomon
-- <Digisorption -2> (When one of your Digimon digivolves into this card from your hand,
-- you may suspend 1 of your Digimon to reduce the memory cost of the digivolution by 2.)
-- [When Digivolving] Suspend all of your opponent's Tamers.
-- [All Turns] Your opponent's Tamers don't unsuspend.
local their_tamers = { owner = "opponent", kind = "Tamer" }

return card {
  keywords = { "Digisorption -2" },
  when_digivolving = function(ctx) ctx:suspend(ctx:all(their_tamers)) end,
  static = { { target = their_tamers, cannot = "unsuspend" } },
}
