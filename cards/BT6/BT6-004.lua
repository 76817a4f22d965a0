-- BT6-004 Pinamon
-- Inherited: [When Attacking][Once Per Turn] If you attack an opponent's Digimon, trigger
-- <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      -- The target chosen at the declaration (11-2-7-6): one on the player does not count
      -- when a block (Q1400) or a switch made the target a Digimon since.
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and not a.declared_player end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
