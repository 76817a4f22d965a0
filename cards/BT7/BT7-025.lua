-- BT7-025 Beowolfmon
-- When one of your Digimon with a Tamer card in its digivolution cards digivolves into this
-- card in your hand, reduce the memory cost of the digivolution by 2.
-- [When Attacking] You may return 1 card with [Hybrid] in its traits from this Digimon's
-- digivolution cards to your hand to return 1 of your opponent's level 4 or lower Digimon to
-- its owner's hand. Trash all of the digivolution cards of that Digimon.
return card {
  -- An effect of the card in the hand on the cost about to be paid (15-8-5), for your
  -- Digimon in the battle area only (3-4-5).
  would = { {
    label = "When one of your Digimon with a Tamer card in its digivolution cards digivolves into this card",
    digivolve_into_this = { owner = "you", kind = "Digimon", digivolution_card = { kind = "Tamer" } },
    reduces = 2,
  } },
  when_attacking = {
    -- "by X, Y": the return to the hand is the cost, payable only with a [Hybrid] card under it
    optional = true,
    condition = function(ctx)
      return #ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" }) > 0
    end,
    run = function(ctx)
      local hybrid = ctx:choose_card(ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" }),
        { text = "return to your hand" })
      if ctx:digivolution_cards_to_hand(ctx.self, hybrid) == 0 then return end
      -- the top card to the hand, the cards under it to the trash (4-5-8)
      ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }))
    end,
  },
}
