-- BT7-037 Boutmon
-- Inherited: [Opponent's Turn] When an opponent's Digimon attacks a player, if you have 3 or
-- more security cards, unsuspend this Digimon.
return card {
  inherited = {
    when = { {
      on = "attacks", subject = "opponent_digimon", turn = "opponents",
      -- the attack as declared: on a player, not on a Digimon
      trigger = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.player end,
      condition = function(ctx) return ctx:security_count() >= 3 end,
      run = function(ctx) ctx:unsuspend("self") end,
    } },
  },
}
