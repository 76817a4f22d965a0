-- BT5-029 WereGarurumon: Sagittarius Mode
-- [Your Turn] While a Digimon card with [WereGarurumon] in its name is in this Digimon's
-- digivolution cards, this Digimon gains <Jamming>. (This Digimon can't be deleted in
-- battles against Security Digimon.)
-- Inherited: [All Turns] While this Digimon has [Garurumon] or [Omnimon] in its name, it
-- gets +1000 DP.
return card {
  static = { {
    turn = "your", keyword = "Jamming",
    condition = function(ctx)
      local under = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(under, { kind = "Digimon", name_has = "WereGarurumon" }) > 0
    end,
  } },
  inherited = {
    static = { {
      dp = 1000,
      -- any name it has now, gained ones too (2-3-1-3)
      condition = function(ctx) return ctx:matches(ctx.self, "[Garurumon]/[Omnimon] in name") end,
    } },
  },
}
