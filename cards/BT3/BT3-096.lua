-- BT3-096 Mimi Tachikawa
-- [All Turns] When a player uses an Option card, you may suspend this Tamer to gain 1 memory.
-- [Security] Play this card without paying its memory cost.
--
-- Either player's use (9-1), by the hand or by an effect such as <Digi-Burst> (Q4136); an
-- Option's effect activated without using the card — a [Security] effect, <Delay> — is no
-- use (Q1128).
return card {
  when = { {
    label = "[All Turns] When a player uses an Option card",
    on = "option_used",
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
