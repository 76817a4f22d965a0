-- ST2-01 Tsunomon
-- Inherited: [Your Turn] This Digimon gets +1000 DP when battling an opponent's Digimon
-- that has no digivolution cards.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      condition = function(ctx)
        local a = ctx:current_attack()
        return a ~= nil and a.attacker == ctx.self and a.target ~= nil and a.target:digivolution_count() == 0
      end,
    } },
  },
}
