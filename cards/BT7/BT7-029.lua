-- BT7-029 MagnaGarurumon
-- [When Digivolving][When Attacking][Once Per Turn] You may return 1 card with [Hybrid] in its
-- traits from this Digimon's digivolution cards to your hand to return 1 of your opponent's
-- Digimon with the same level as the returned card to its owner's hand. Trash all of the
-- digivolution cards of that Digimon.
-- [Your Turn][Once Per Turn] When an effect adds a card to your hand, you may unsuspend 1 of
-- your Digimon.
local function hybrid_sources(ctx)
  return ctx:cards(ctx:digivolution_cards(ctx.self), { trait = "Hybrid" })
end

return card {
  effects = { {
    -- one effect at two timings: once a turn at either (Q1549, Q1550)
    timing = { "when_digivolving", "when_attacking" },
    once_per_turn = true, optional = true,
    -- "by X, Y": the return to the hand is the cost, payable only with a [Hybrid] card under it
    condition = function(ctx) return #hybrid_sources(ctx) > 0 end,
    run = function(ctx)
      local returned = ctx:choose_card(hybrid_sources(ctx), { text = "return to your hand" })[1]
      if not returned or ctx:digivolution_cards_to_hand(ctx.self, returned) == 0 then return end
      -- the top card to the hand, the cards under it to the trash (4-5-8)
      ctx:return_to_hand(ctx:choose_one({ owner = "opponent", kind = "Digimon", level = returned:level() }))
    end,
  } },
  when = { {
    label = "[Your Turn][Once Per Turn] When an effect adds a card to your hand",
    -- a draw by an effect adds a card too; the draw phase's draw is the rules' (6-3)
    on = "card_moved", to = "hand", owner = "you", turn = "your",
    trigger = function(ctx, ev) return ev.cause == "effect" end,
    once_per_turn = true, optional = true,
    run = function(ctx) ctx:unsuspend(ctx:choose_one("your_digimon")) end,
  } },
}
