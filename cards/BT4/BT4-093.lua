-- BT4-093 Thomas H. Norstein
-- [On Play] Trigger <Draw 1>. (Draw 1 card from your deck.)
-- [Main] If your opponent has 8 or more cards in their hand, you may suspend this Tamer to
-- unsuspend 1 of your Digimon with [Gao] in its name.
-- [Security] Play this card without paying its memory cost.
return card {
  on_play = function(ctx) ctx:run_keyword("Draw 1") end,
  main = {
    -- "by suspending this Tamer": declared only while it can be suspended (15-8-4-4-1)
    condition = function(ctx)
      return ctx:can_suspend(ctx.self) and #ctx:cards("hand", { owner = "opponent" }) >= 8
    end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:unsuspend(ctx:choose_one({ owner = "you", kind = "Digimon", name_has = "Gao" }))
    end,
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
