-- BT5-015 MetalGreymon: Alterous Mode
-- [When Digivolving] If a Digimon card with [MetalGreymon] in its name is in this Digimon's
-- digivolution cards, delete 1 of your opponent's Digimon with 4000 DP or less.
-- Inherited: [Your Turn] While this Digimon has [Omnimon] or [Greymon] (other than
-- [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name, it gets +2000 DP.

-- "[Greymon] (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name":
-- any name it has now, gained ones too (2-3-1-3), not only the printed one
local function greymon_or_omnimon(ctx, mon)
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
      return ctx:count_cards(ctx:digivolution_cards(ctx.self), { kind = "Digimon", name_has = "MetalGreymon" }) > 0
    end,
    run = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(4000) }))
    end,
  },
  inherited = {
    static = { {
      turn = "your",
      dp = 2000,
      condition = function(ctx) return greymon_or_omnimon(ctx, ctx.self) end,
    } },
  },
}
