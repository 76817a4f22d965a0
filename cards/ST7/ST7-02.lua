-- ST7-02 Agumon
-- Inherited: [When Attacking] When this Digimon attacks a player, it gets +2000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      -- The attack as declared: one on the player still counts when a block redirects it
      -- (Q680).
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.player end,
      run = function(ctx) ctx:dp_plus("self", 2000, "turn") end,
    },
  },
}
