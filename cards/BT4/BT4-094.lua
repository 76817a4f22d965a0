-- BT4-094 Tai Kamiya
-- [Your Turn] While you have 3 or fewer security cards, all of your Digimon get +1000 DP.
-- [Your Turn] When an opponent's Digimon is deleted by dropping to 0 DP, you may suspend
-- this Tamer to gain 1 memory.
-- [Security] Play this card without paying its memory cost.
return card {
  static = { {
    -- no color named: every Digimon of yours (Q1246)
    turn = "your", target = "your_digimon", dp = 1000,
    condition = function(ctx) return ctx:security_count() <= 3 end,
  } },
  when = { {
    label = "[Your Turn] When an opponent's Digimon is deleted by dropping to 0 DP",
    on = "deleted", subject = "opponent_digimon", turn = "your",
    trigger = function(ctx, ev) return ev.cause == "rule" end, -- 0 DP (17-1-3-1)
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:gain_memory(1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
