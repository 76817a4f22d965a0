-- BT5-029 WereGarurumon: Sagittarius Mode
-- [Your Turn] While a Digimon card with [WereGarurumon] in its name is in this Digimon's
-- digivolution cards, this Digimon gains <Jamming>. (This Digimon can't be deleted in
-- battles against Security Digimon.)
-- Inherited: [All Turns] While this Digimon has [Garurumon] or [Omnimon] in its name, it
-- gets +1000 DP.
local function has_in_name(obj, part)
  return obj:name():find(part, 1, true) ~= nil
end

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
      condition = function(ctx)
        return has_in_name(ctx.self, "Garurumon") or has_in_name(ctx.self, "Omnimon")
      end,
    } },
  },
}
