-- BT5-024 Garurumon
-- [When Digivolving] If this Digimon has [Gabumon] in its digivolution cards, gain 1 memory.
-- Inherited: [All Turns] While this Digimon has [Garurumon] or [Omnimon] in its name, it gets
-- +1000 DP.
return card {
  when_digivolving = {
    condition = function(ctx)
      return ctx:count_cards(ctx:digivolution_cards(ctx.self), { name = "Gabumon" }) > 0
    end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
  inherited = {
    static = { {
      dp = 1000,
      -- any name it has now, gained ones too (2-3-1-3)
      condition = function(ctx) return ctx:matches(ctx.self, "[Garurumon]/[Omnimon] in name") end,
    } },
  },
}
