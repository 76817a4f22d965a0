-- BT7-062 Dorugamon
-- [Opponent's Turn] While you have another Digimon in play with [X-Antibody] in its traits, or
-- a card with [X-Antibody] in its traits is in this Digimon's digivolution cards, this Digimon
-- gains ＜Blocker＞. (When an opponent's Digimon attacks, you may suspend this Digimon to force
-- the opponent to attack it instead.)
-- Inherited: [All Turns] While this Digimon has [X-Antibody] in its traits, it gets +1000 DP.
local function x_antibody_here(ctx)
  return ctx:count({ owner = "you", kind = "Digimon", trait = "X-Antibody", not_self = true }) > 0
    or #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "X-Antibody" }) > 0
end

return card {
  static = { { turn = "opponents", keyword = "Blocker", condition = x_antibody_here } },
  inherited = {
    static = { {
      dp = 1000,
      -- its traits now, gained ones too (2-3-2-3)
      condition = function(ctx) return ctx.self:has_trait("X-Antibody") end,
    } },
  },
}
