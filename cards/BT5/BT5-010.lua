-- BT5-010 Greymon
-- [When Digivolving] If this Digimon has [Agumon] in its digivolution cards, gain 1 memory.
-- Inherited: [Your Turn] While this Digimon has [Omnimon] or [Greymon] (other than
-- [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name, it gets +2000 DP.
-- "in its name": any name it has now, gained ones too (2-3-1-3), not only the printed one
local function omnimon_or_greymon(ctx, mon)
  if ctx:matches(mon, "[Omnimon] in name") then return true end
  if not ctx:matches(mon, "[Greymon] in name") then return false end
  for _, other in ipairs({ "DoruGreymon", "BurningGreymon", "DexDoruGreymon" }) do
    if mon:has_name(other) then return false end
  end
  return true
end

return card {
  when_digivolving = {
    condition = function(ctx)
      return #ctx:cards(ctx:digivolution_cards(ctx.self), { name = "Agumon" }) > 0
    end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx) return omnimon_or_greymon(ctx, ctx.self) end,
    } },
  },
}
