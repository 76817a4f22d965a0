-- BT16-005 Dorimon
-- Inherited: [All Turns] [Once Per Turn] When another Digimon with <Blocker> is deleted, gain 1 memory.
return card {
  inherited = {
    when = { {
      label = "[All Turns] When another Digimon with <Blocker> is deleted",
      on = "deleted", subject = { kind = "Digimon", keyword = "Blocker", not_self = true },
      once_per_turn = true,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
