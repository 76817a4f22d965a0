-- BT5-016 WarGreymon
-- [When Digivolving] If a Digimon card with [Greymon] in its name (other than [DoruGreymon],
-- [BurningGreymon], or [DexDoruGreymon]) is in this Digimon's digivolution cards, delete 1 of
-- your opponent's Digimon with ＜Blocker＞.
-- Inherited: [When Attacking] Delete 1 of your opponent's Digimon with 3000 DP or less.

-- "[Greymon] (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) in its name"
local function is_greymon(card)
  for _, other in ipairs({ "DoruGreymon", "BurningGreymon", "DexDoruGreymon" }) do
    if card:name() == other then return false end
  end
  return true
end

return card {
  when_digivolving = {
    condition = function(ctx)
      local greymons = ctx:cards(ctx:digivolution_cards(ctx.self), { kind = "Digimon", name_has = "Greymon" })
      for _, c in ipairs(greymons) do
        if is_greymon(c) then return true end
      end
      return false
    end,
    run = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", keyword = "Blocker" }))
    end,
  },
  inherited = {
    when_attacking = function(ctx)
      ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", dp_at_most = ctx:deletion_max(3000) }))
    end,
  },
}
