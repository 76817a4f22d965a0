-- BT16-037 KoKabuterimon
-- [On Play] Reveal the top 4 cards of your deck. Add 1 card with the [Insectoid] trait
-- among them to the hand. Return the rest to the bottom of the deck.
-- Inherited: [All Turns] While this Digimon is suspended, it gets +1000 DP.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(4)
    ctx:add_to_hand(ctx:choose_card(ctx:cards(revealed, { trait = "Insectoid" }), { text = "add to the hand" }))
    ctx:to_deck_bottom(ctx:cards(revealed, { zone = "revealed" }))
  end,
  inherited = {
    static = { {
      dp = 1000,
      condition = function(ctx) return ctx.self:is_suspended() end,
    } },
  },
}
