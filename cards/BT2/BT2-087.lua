-- BT2-087 Kari Kamiya
-- [Start of Your Turn] If you have 3 or fewer security cards, gain 1 memory.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
