-- BT3-077 Gazimon
-- [All Turns] Your opponent can't gain memory except with Tamer effects.
return card {
  -- Only gaining is banned: the opponent still loses memory (Q1097), and the memory a
  -- pass or a payment moves is no effect's gain (4-1-4).
  static = { { player = "opponent", cannot = "gain_memory", except = "tamer_effects" } },
}
