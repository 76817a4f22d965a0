-- BT7-056 Dorumon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 card with [X-Antibody] in its traits
-- and 1 [Kota Domoto] among them to your hand. Place the remaining cards at the bottom of
-- your deck in any order.
-- Inherited: [Your Turn][Once Per Turn] When one of your effects places a digivolution card
-- under this Digimon, gain 1 memory.

-- "[X-Antibody] in its traits" (2-3-2-4): the card data spells that trait both ways,
-- [X Antibody] (this card) and [X-Antibody] (BT20-073 MetalPhantomon)
local function x_antibody(ctx, cards)
  local found = ctx:cards(cards, { trait = "X Antibody" })
  for _, c in ipairs(ctx:cards(cards, { trait = "X-Antibody" })) do found[#found + 1] = c end
  return found
end

return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    -- one of each; either alone when only it is there (Q1601)
    ctx:move(ctx:choose_card(x_antibody(ctx, revealed), { text = "add to your hand" }), "hand")
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
