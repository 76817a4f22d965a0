-- BT4-030 Beowolfmon
-- ＜Jamming＞ (This Digimon can't be deleted in battles against Security Digimon.)
-- [Opponent's Turn] While this Digimon's digivolution cards include a Digimon card with
-- [Hybrid] in its form or a blue Tamer card, it can't be attacked.
return card {
  keywords = { "Jamming" },
  static = { {
    turn = "opponents",
    -- it can't be attacked; blocking is not being attacked (Q1196). Either kind of card
    -- is enough (Q1197); a form is a trait (2-3-2-1).
    cannot = "be_attacked",
    condition = function(ctx)
      local under = ctx:digivolution_cards(ctx.self)
      return #ctx:cards(under, { kind = "Digimon", trait = "Hybrid" }) > 0
        or #ctx:cards(under, { kind = "Tamer", color = "Blue" }) > 0
    end,
  } },
}
