-- BT7-014 Aldamon
-- When one of your Digimon with a Tamer card in its digivolution cards digivolves into this
-- card in your hand, reduce the memory cost of the digivolution by 2.
-- [When Digivolving] If a card with [Hybrid] in its traits is in this Digimon's digivolution
-- cards, this Digimon gets +4000 DP for the turn.
-- Inherited: [Your Turn] While this Digimon has [Hybrid] or [Ten Warriors] in its traits, it
-- doesn't activate [Security] effects on Option cards it checks.
return card {
  -- An effect of the card in the hand on the cost about to be paid (15-8-5), for your
  -- Digimon in the battle area only (3-4-5).
  would = { {
    label = "When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card",
    digivolve_into_this = { owner = "you", kind = "Digimon", digivolution_card = { kind = "Tamer" } },
    reduces = 2,
  } },
  when_digivolving = {
    condition = function(ctx)
      return #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" }) > 0
    end,
    run = function(ctx) ctx:dp_plus("self", 4000, "turn") end,
  },
  inherited = {
    static = { {
      -- Option cards only: Digimon and Tamer cards it checks activate as usual (Q1516)
      turn = "your", cannot = "activate_option_security",
      condition = function(ctx) return ctx.self:has_trait("Hybrid") or ctx.self:has_trait("Ten Warriors") end,
    } },
  },
}
