-- BT3-046 Terriermon
-- [All Turns] Your opponent can't gain memory except with Tamer effects.
return card {
  -- Only gaining is banned: memory lost by an effect is still lost (Q1080); a Security
  -- effect of an Option is no Tamer effect (Q1081).
  static = { { player = "opponent", cannot = "gain_memory", except = "tamer_effects" } },
}
