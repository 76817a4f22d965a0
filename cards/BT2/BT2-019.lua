-- BT2-019 Phoenixmon
-- [When Attacking] When this Digimon attacks a player, gain 1 memory.
return card {
  when_attacking = {
    condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.player end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
}
