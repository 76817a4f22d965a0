-- BT2-032 UlforceVeedramon
-- [Your Turn] When one of your blue Tamers becomes suspended, unsuspend this Digimon.
-- [Your Turn][Once Per Turn] When this Digimon becomes unsuspended during your main phase,
-- gain 1 memory.
return card {
  when = {
    -- A trigger, not a cost: it cannot suspend the Tamer itself (Q1007).
    {
      on = "suspended", subject = { owner = "you", kind = "Tamer", color = "Blue" }, turn = "your",
      run = function(ctx) ctx:unsuspend("self") end,
    },
    {
      on = "unsuspended", subject = "self", turn = "your", once_per_turn = true,
      condition = function(ctx) return ctx:phase() == "main" end,
      run = function(ctx) ctx:gain_memory(1) end,
    },
  },
}
