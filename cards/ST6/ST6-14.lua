-- ST6-14 Matt Ishida
-- [Your Turn] When one of your Digimon is deleted, you may suspend this Tamer to gain 1 memory.
-- [Security] Play this card without paying its memory cost.
return card {
  when = { {
    label = "[Your Turn] When one of your Digimon is deleted",
    on = "deleted", subject = "your_digimon", turn = "your",
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:gain_memory(1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
