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
      condition = function(ctx)
        local name = ctx.self:name()
        return name:find("Garurumon", 1, true) ~= nil or name:find("Omnimon", 1, true) ~= nil
      end,
    } },
  },
}
