-- ST5-14 Tai Kamiya
-- [Opponent's Turn] When you use ＜Blocker＞ to suspend one of your Digimon, you may suspend
-- this Tamer to unsuspend 1 of your Digimon.
-- [Security] Play this card without paying its memory cost.
return card {
  when = { {
    on = "blocks", subject = "your_digimon", turn = "opponents",
    optional = true,
    -- "suspend this Tamer to ...": the cost can be paid only while it is unsuspended
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      -- any of your Digimon, not only the one that blocked (Q669)
      ctx:unsuspend(ctx:choose_one("your_digimon", { text = "unsuspend" }))
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
