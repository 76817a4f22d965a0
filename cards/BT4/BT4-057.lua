-- BT4-057 GrapLeomon
-- [When Attacking] Gain 1 memory.
return card {
  when_attacking = function(ctx) ctx:gain_memory(1) end,
}
