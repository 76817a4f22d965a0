-- BT4-097 Kari Kamiya
-- [All Turns] When a card is removed from your security stack, you may suspend this Tamer to
-- gain 1 memory.
-- [Security] Play this card without paying its memory cost.
return card {
  when = { {
    label = "[All Turns] When a card is removed from your security stack",
    -- checked (13-1-5), trashed, added to the hand, or a revealed card placed elsewhere
    -- (15-15-3-3; Q1249, Q1250, Q1251, Q2010): however the stack is refilled after
    on = "card_moved", from = "security", owner = "you",
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:gain_memory(1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
