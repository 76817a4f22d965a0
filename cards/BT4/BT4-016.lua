-- BT4-016 Aldamon
-- ＜Security Attack +1＞ (This Digimon checks 1 additional security card.)
-- [Your Turn] While this Digimon's digivolution cards include a Digimon card with [Hybrid] in
-- its form or a red Tamer card, it gets +4000 DP.
return card {
  keywords = { "Security Attack +1" },
  static = { {
    turn = "your",
    dp = 4000,
    -- either kind of card is enough; both still give +4000 once (Q1171, Q1172). A form
    -- is a trait (2-3-2-1).
    condition = function(ctx)
      local under = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(under, { kind = "Digimon", trait = "Hybrid" }) > 0
        or #ctx:cards(under, { kind = "Tamer", color = "Red" }) > 0
    end,
  } },
}
