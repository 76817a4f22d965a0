-- BT7-038 JetSilphymon
-- When one of your Digimon with a Tamer card in its digivolution cards digivolves into this
-- card in your hand, reduce the memory cost of the digivolution by 2.
-- [When Digivolving] If a card with [Hybrid] in its traits is in this Digimon's digivolution
-- cards, ＜Recovery +1 (Deck)＞. (Place the top card of your deck on top of your security
-- stack.)
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
      return ctx.self ~= nil and #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" }) > 0
    end,
    run = function(ctx) ctx:run_keyword("Recovery +1 (Deck)") end,
  },
}
