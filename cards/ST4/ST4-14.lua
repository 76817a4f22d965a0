-- ST4-14 Izzy Izumi
-- [Your Turn] When one of your opponent's Digimon becomes suspended, you may suspend this Tamer
-- to gain 1 memory.
-- [Security] Play this card without paying its memory cost.
return card {
  when = { {
    on = "suspended", subject = "opponent_digimon", turn = "your",
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:gain_memory(1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
