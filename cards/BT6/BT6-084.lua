-- BT6-084 Sistermon Ciel
-- [All Turns] All of your Digimon with [Huckmon] in their names or [Royal Knight] in their
-- types get +2000 DP.
-- [On Play] Gain 1 memory.
-- (Rule) Also treated as Name: [Sistermon Noir] and Trait: [Virus]. (Card data, in every
-- zone: 2-3-5, Q1470.)
return card {
  static = {
    { target = { owner = "you", kind = "Digimon", name_has = "Huckmon" }, dp = 2000 },
    -- a Digimon with both gets +2000 DP once
    { target = { owner = "you", kind = "Digimon", trait = "Royal Knight", except = { name_has = "Huckmon" } }, dp = 2000 },
  },
  on_play = function(ctx) ctx:gain_memory(1) end,
}
