-- BT2-003 Nyaromon
-- Inherited: [Opponent's Turn] While this Digimon is suspended, all of your Security
-- Digimon get +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "opponents",
      target = { owner = "you", security_digimon = true },
      dp = 1000,
      condition = function(ctx) return ctx.self:is_suspended() end,
    } },
  },
}
