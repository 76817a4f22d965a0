-- BT2-085 Joe Kido
-- [Your Turn] When one of your opponent's digivolution cards is trashed, you may suspend this
-- Tamer to gain 1 memory.
-- [Security] Play this card without paying its memory cost.
return card {
  when = { {
    label = "[Your Turn] When one of your opponent's digivolution cards is trashed",
    on = "card_moved", from = "digivolution", to = "trash", owner = "opponent", turn = "your",
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:gain_memory(1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
