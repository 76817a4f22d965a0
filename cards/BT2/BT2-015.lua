-- BT2-015 Garudamon
-- [When Attacking] When this Digimon attacks a player, trigger <Draw 1>. (Draw 1 card from
-- your deck.)
return card {
  when_attacking = {
    -- The attack as declared: one on the player still counts when a block redirects it
    -- (Q997).
    condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.player end,
    run = function(ctx) ctx:run_keyword("Draw 1") end,
  },
}
