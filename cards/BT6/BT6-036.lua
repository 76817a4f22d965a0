-- BT6-036 Mimicmon
-- [On Play] If you have 3 or fewer security cards, gain 2 memory.
return card {
  on_play = {
    condition = function(ctx) return ctx:security_count() <= 3 end,
    run = function(ctx) ctx:gain_memory(2) end,
  },
}
