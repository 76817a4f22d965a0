-- BT7-056 Dorumon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 card with [X-Antibody] in its traits
-- and 1 [Kota Domoto] among them to your hand. Place the remaining cards at the bottom of
-- your deck in any order.
-- Inherited: [Your Turn][Once Per Turn] When one of your effects places a digivolution card
-- under this Digimon, gain 1 memory.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    -- one of each; either alone when only it is there (Q1601). [X-Antibody] is one trait
    -- however the data spells it (core/trait_spelling.go).
    ctx:move(ctx:choose_card(ctx:cards(revealed, { trait = "X-Antibody" }), { text = "add to your hand" }), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { name = "Kota Domoto" }), { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  inherited = {
    when = { {
      on = "card_moved", to = "digivolution", subject = "self", turn = "your", once_per_turn = true,
      -- placed by an effect of yours: a digivolution, even by an effect, places nothing
      -- (Q1602); several cards placed by one effect trigger it once (15-5-2, Q1603)
      trigger = function(ctx, ev) return ev.cause == "effect" and ev.effect_of == "you" end,
      run = function(ctx) ctx:gain_memory(1) end,
    } },
  },
}
