-- ST2-13 Hammer Spark
-- [Main] Gain 1 memory.
-- [Security] Gain 2 memory.
return card {
  main = function(ctx) ctx:gain_memory(1) end,
  security = function(ctx) ctx:gain_memory(2) end,
}
