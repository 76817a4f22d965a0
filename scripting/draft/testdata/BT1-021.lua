-- BT1-021 MetalGreymon
-- [When Attacking] Gain 3 memory. At end of turn， lose 3 memory.
return card {
  when_attacking = function(ctx)
    ctx:gain_memory(3)
    -- TODO: At end of turn
    -- TODO: lose 3 memory
  end,
}
