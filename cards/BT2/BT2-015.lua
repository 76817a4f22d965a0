-- BT2-015 Garudamon
-- [When Attacking] When this Digimon attacks a player, trigger <Draw 1>. (Draw 1 card from
-- your deck.)
return card {
  when_attacking = {
    -- The target chosen at the declaration (11-2-7-6): one on the player still counts
    -- when a block (Q997) or a switch made the target a Digimon since.
    condition = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.declared_player end,
    run = function(ctx) ctx:run_keyword("Draw 1") end,
  },
}
