-- BT1-082 Rosemon
-- [Opponent's Turn] When an opponent's Digimon attacks a player, if this Digimon is
-- suspended, suspend 1 of your opponent's Digimon.
return card {
  when = { {
    on = "attacks", subject = "opponent_digimon", turn = "opponents",
    trigger = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.player end,
    condition = function(ctx) return ctx.self ~= nil and ctx.self:is_suspended() end,
    run = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
  } },
}
