-- BT2-084 Sora Takenouchi
-- [Your Turn] When one of your red Digimon attacks a player, you may suspend this Tamer to
-- give that Digimon +2000 DP for the turn.
-- [Security] Play this card without paying its memory cost.
return card {
  when = { {
    label = "[Your Turn] When one of your red Digimon attacks a player",
    on = "attacks", subject = { owner = "you", kind = "Digimon", color = "Red" }, turn = "your",
    trigger = function(ctx) local a = ctx:current_attack(); return a ~= nil and a.player end,
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      local attacker = ctx.event.object
      ctx:suspend("self")
      -- the DP stays for the turn, should a <Blocker> change the target (Q1036)
      if attacker then ctx:dp_plus(attacker, 2000, "turn") end
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
