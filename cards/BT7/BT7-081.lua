-- BT7-081 Bokomon
-- [On Play] Reveal the top 5 cards of your deck. Add 1 card with [Hybrid] or [Ten Warriors]
-- in its traits and 1 Tamer card among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
-- [Your Turn][Once Per Turn] When one of your Tamers digivolves, gain 2 memory.
return card {
  on_play = function(ctx)
    ctx:reveal(5)
    -- each part is added when the revealed cards hold one, the other part or not (Q1645)
    ctx:add_to_hand(ctx:choose_card(ctx:cards("revealed", { trait_has = { "Hybrid", "Ten Warriors" } }),
      { count = 1, text = "add 1 card with [Hybrid] or [Ten Warriors] in its traits to your hand" }))
    ctx:add_to_hand(ctx:choose_card(ctx:cards("revealed", { kind = "Tamer" }),
      { count = 1, text = "add 1 Tamer card to your hand" }))
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
  when = { {
    label = "[Your Turn][Once Per Turn] When one of your Tamers digivolves",
    -- the object is a Digimon by the time it has digivolved; it was a Tamer if the card it
    -- digivolved from, now its top digivolution card, is a Tamer card (8-1-3-3)
    on = "digivolves", subject = { owner = "you", kind = "Digimon" }, turn = "your", once_per_turn = true,
    trigger = function(ctx, ev)
      local was = ctx:digivolution_cards(ev.object)[1]
      return was ~= nil and #ctx:cards({ was }, { kind = "Tamer" }) == 1
    end,
    run = function(ctx) ctx:gain_memory(2) end,
  } },
}
