-- ST9-01 Minomon
-- Inherited: [Your Turn] While you have a blue Digimon in play, this Digimon gets +1000 DP.
return card {
  inherited = {
    static = { {
      turn = "your",
      dp = 1000,
      -- this Digimon counts too when it is blue itself
      condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", color = "Blue" }) > 0 end,
    } },
  },
}
