-- BT6-021 ModokiBetamon
-- [All Turns] Your opponent can't gain memory except with Tamer effects.
return card {
  -- Only gaining is banned: memory an effect makes them lose is still lost (Q1415); the
  -- [Security] effect of an Option is no Tamer effect (Q1416).
  static = { { player = "opponent", cannot = "gain_memory", except = "tamer_effects" } },
}
