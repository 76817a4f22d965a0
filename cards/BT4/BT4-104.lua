-- BT4-104 Blinding Ray
-- [Main] Trash the top card of your security stack. Then, gain 2 memory.
return card {
  main = function(ctx)
    ctx:trash_security(1)
    -- not a cost: with no security card, the memory is gained all the same (Q1268)
    ctx:gain_memory(2)
  end,
}
