-- BT7-062 Dorugamon
-- [Opponent's Turn] While you have another Digimon in play with [X-Antibody] in its traits, or
-- a card with [X-Antibody] in its traits is in this Digimon's digivolution cards, this Digimon
-- gains ＜Blocker＞. (When an opponent's Digimon attacks, you may suspend this Digimon to force
-- the opponent to attack it instead.)
-- Inherited: [All Turns] While this Digimon has [X-Antibody] in its traits, it gets +1000 DP.

-- "[X-Antibody] in its traits" (2-3-2-4): the card data spells that trait both ways,
-- [X Antibody] (this card) and [X-Antibody] (BT20-073 MetalPhantomon)
local spellings = { "X Antibody", "X-Antibody" }

local function x_antibody_here(ctx)
  for _, trait in ipairs(spellings) do
    if ctx:count({ owner = "you", kind = "Digimon", trait = trait, not_self = true }) > 0 then return true end
    if #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = trait }) > 0 then return true end
  end
  return false
end

return card {
  static = { { turn = "opponents", keyword = "Blocker", condition = x_antibody_here } },
  inherited = {
    static = { {
      dp = 1000,
      -- its traits now, gained ones too (2-3-2-3)
      condition = function(ctx) return ctx.self:has_trait(spellings[1]) or ctx.self:has_trait(spellings[2]) end,
    } },
  },
}
