-- BT2-004 Argomon
-- Inherited: [Your Turn] When this Digimon becomes unsuspended during your unsuspend phase,
-- gain 1 memory.
return card {
  inherited = {
    when = { {
      on = "unsuspended", subject = "self", turn = "your",
      condition = function(ctx) return ctx:phase() == "unsuspend" end,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
