-- BT6-022 Strabimon
-- Inherited: [When Attacking][Once Per Turn] If this Digimon has [Hybrid] or [Ten Warriors]
-- in its form or type, gain 1 memory.
return card {
  inherited = {
    when_attacking = {
      once_per_turn = true,
      -- form and type are traits (2-3-2)
      condition = function(ctx)
        return ctx.self:has_trait("Hybrid") or ctx.self:has_trait("Ten Warriors")
      end,
      run = function(ctx) ctx:gain_memory(1) end,
    },
  },
}
