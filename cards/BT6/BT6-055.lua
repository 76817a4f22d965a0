-- BT6-055 Junkmon
-- Inherited: [On Deletion] Gain 1 memory.
return card {
  inherited = {
    on_deletion = function(ctx) ctx:gain_memory(1) end,
  },
}
