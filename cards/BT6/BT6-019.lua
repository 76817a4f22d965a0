-- BT6-019 Gabumon
-- [All Turns][Once Per Turn] When you play a Tamer with [Matt Ishida] in its name, gain 1
-- memory.
-- Inherited: [When Attacking][Once Per Turn] If this Digimon is [Gabumon - Bond of
-- Friendship], you may unsuspend it.
return card {
  when = { {
    label = "[All Turns] When you play a Tamer with [Matt Ishida] in its name",
    -- each Gabumon's effect activates: two of them gain 2 memory (Q1412)
    on = "played", subject = { owner = "you", kind = "Tamer", name_has = "Matt Ishida" },
    once_per_turn = true,
    run = function(ctx) ctx:gain_memory(1) end,
  } },
  inherited = {
    when_attacking = {
      optional = true, once_per_turn = true,
      condition = function(ctx) return ctx.self:has_name("Gabumon - Bond of Friendship") end,
      run = function(ctx) ctx:unsuspend("self") end,
    },
  },
}
