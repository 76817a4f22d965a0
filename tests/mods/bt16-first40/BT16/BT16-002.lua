-- BT16-002 DemiVeemon
-- Inherited: [All Turns] While this Digimon has 2 or more colors, it gets +1000 DP.
return card {
  inherited = {
    static = { {
      dp = 1000,
      condition = function(ctx) return #ctx.self:colors() >= 2 end,
    } },
  },
}
