-- BT2-019 Phoenixmon
-- [When Attacking] When this Digimon attacks a player, gain 1 memory.
return card {
  when_attacking = {
    -- The target chosen at the declaration (11-2-7-6): one on the player still counts
    -- when a block or a switch made the target a Digimon since.
    condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.declared_player end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
}
