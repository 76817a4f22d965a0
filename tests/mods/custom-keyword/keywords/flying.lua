-- <Flying> — a custom keyword of this mod, not a keyword of the rules.
-- "When this Digimon attacks, gain 1 memory."
--
-- A triggered effect of this Digimon's attack; several <Flying> trigger several
-- times. Cards of this folder print it as <Flying> (no script needed for a card whose
-- text is only keywords) or name it in keywords = { "Flying" }.
return keyword {
  name = "Flying",
  effects = {
    when_attacking = function(ctx) ctx:gain_memory(1) end,
  },
}
