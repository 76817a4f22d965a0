-- ST7-02 Agumon
-- Inherited: [When Attacking] When this Digimon attacks a player, it gets +2000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      -- The target chosen at the declaration (11-2-7-6): one on the player still counts
      -- when a block (Q680) or a switch made the target a Digimon since.
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.declared_player end,
      run = function(ctx) ctx:dp_plus("self", 2000, "turn") end,
    },
  },
}
