-- BT6-007 Agumon
-- [All Turns][Once Per Turn] When you play a Tamer with [Tai Kamiya] in its name, gain 1
-- memory.
-- Inherited: [Your Turn] While this Digimon is [Agumon - Bond of Bravery], it gains
-- <Security Attack +1>. (This Digimon checks 1 additional security card.)
return card {
  when = { {
    label = "[All Turns] When you play a Tamer with [Tai Kamiya] in its name",
    -- Each Agumon's own effect: 2 of them gain 2 memory (Q1402); played from the security
    -- stack in the opponent's turn too, the turn ends only after the attack (Q1403).
    on = "played", subject = { owner = "you", kind = "Tamer", name_has = "Tai Kamiya" },
    once_per_turn = true,
    run = function(ctx) ctx:gain_memory(1) end,
  } },
  inherited = {
    static = { {
      turn = "your",
      keyword = "Security A. +1",
      condition = function(ctx) return ctx.self:has_name("Agumon - Bond of Bravery") end,
    } },
  },
}
