-- BT6-010 Flamemon
-- Inherited: [Your Turn] While this Digimon has [Hybrid] or [Ten Warriors] in its form or
-- type, it gains <Piercing>. (When this Digimon attacks and deletes an opponent's Digimon and
-- survives the battle, it performs any security checks it normally would.)
return card {
  inherited = {
    static = { {
      turn = "your",
      keyword = "Piercing",
      -- form and type are both traits (2-3-2), read as they are now
      condition = function(ctx) return ctx.self:has_trait("Hybrid") or ctx.self:has_trait("Ten Warriors") end,
    } },
  },
}
