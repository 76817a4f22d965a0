-- BT6-045 Bakomon
-- Inherited: [When Attacking] If your opponent has 2 or more suspended Digimon, gain 1
-- memory.
return card {
  inherited = {
    when_attacking = {
      condition = function(ctx)
        return ctx:count({ owner = "opponent", kind = "Digimon", suspended = true }) >= 2
      end,
      run = function(ctx) ctx:gain_memory(1) end,
    },
  },
}
