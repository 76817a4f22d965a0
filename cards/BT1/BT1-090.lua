-- BT1-090 Gravity Crush
-- [Main] Gain 2 memory. At end of turn, lose 2 memory.
return card {
  main = function(ctx)
    ctx:gain_memory(2)
    ctx:at_end_of_turn(function(ctx) ctx:lose_memory(2) end)
  end,
}
