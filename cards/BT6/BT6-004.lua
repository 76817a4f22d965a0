-- BT6-004 Pinamon
-- Inherited: [When Attacking][Once Per Turn] If you attack an opponent's Digimon, trigger
-- <Draw 1>. (Draw 1 card from your deck.)
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      -- The attack as declared: one on the player that a block redirects does not count
      -- (Q1400).
      condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and not a.player end,
      run = function(ctx) ctx:run_keyword("Draw 1") end,
    },
  },
}
