-- BT5-071 Guilmon
-- [On Deletion] If this card was deleted by an effect, gain 1 memory.
return card {
  on_deletion = {
    -- a deletion at 0 DP is by the rules, not by an effect (Q1348); nor is one in battle
    condition = function(ctx) return ctx.event ~= nil and ctx.event.cause == "effect" end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
}
