-- BT2-010 Biyomon
-- [On Deletion] If it's your turn, gain 1 memory.
return card {
  on_deletion = {
    condition = function(ctx) return ctx:is_your_turn() end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
}
