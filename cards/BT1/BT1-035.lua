-- BT1-035 Leomon
-- [On Deletion] Gain 2 memory.
return card {
  on_deletion = function(ctx) ctx:gain_memory(2) end,
}
