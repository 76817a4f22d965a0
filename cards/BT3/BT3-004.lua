-- BT3-004 Minomon
-- Inherited: [When Attacking] If you attack one of your opponent's Digimon, this Digimon
-- gets +1000 DP for the turn.
return card {
  inherited = {
    when_attacking = {
      -- The target chosen at the declaration (11-2-7-6): one on the player does not count
      -- when a block or a switch made the target a Digimon since; one on a Digimon
      -- that is gone by now still does.
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and not a.declared_player end,
      run = function(ctx) ctx:dp_plus("self", 1000, "turn") end,
    },
  },
}
