-- ST1-09 MetalGreymon
-- Inherited: [Your Turn] When this Digimon is blocked, gain 3 memory.
return card {
  inherited = {
    when = { {
      on = "blocked", subject = "self", turn = "your",
      run = function(ctx) ctx:gain_memory(3) end,
    } },
  },
}
