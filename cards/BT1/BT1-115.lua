-- BT1-115 Veedramon
-- [When Attacking][Once Per Turn] If you have a Tamer in play, unsuspend this Digimon.
-- Inherited: [All Turns] While you have a blue Tamer in play, this Digimon gets +1000 DP.
return card {
  when_attacking = {
    once_per_turn = true,
    condition = function(ctx) return ctx:count("your_tamers") > 0 end,
    run = function(ctx) ctx:unsuspend("self") end,
  },
  inherited = {
    static = { {
      dp = 1000,
      condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer", color = "Blue" }) > 0 end,
    } },
  },
}
