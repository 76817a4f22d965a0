-- BT1-058 Chirinmon
-- [When Attacking] Gain 3 memory. At end of turn, lose 3 memory.
return card {
  when_attacking = function(ctx)
    ctx:gain_memory(3)
    ctx:at_end_of_turn(function(ctx) ctx:lose_memory(3) end)
  end,
}
