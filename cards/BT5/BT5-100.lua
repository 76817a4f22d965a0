-- BT5-100 Royal Nuts
-- [Main] Reveal 5 cards from the top of your deck. Add 1 Digimon card with <Digisorption>
-- among them to your hand. Place the remaining cards at the bottom of your deck in any
-- order.
-- [Security] Add this card to its owner's hand.
--
-- "with <Digisorption>": an effect of the card's own starts with the keyword (the card
-- filter's keyword); a text that only names it does not count.
return card {
  main = function(ctx)
    local found = ctx:cards(ctx:reveal(5), { kind = "Digimon", keyword = "Digisorption" })
    ctx:move(ctx:choose_card(found, { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
  security = function(ctx) ctx:move(ctx.card, "hand") end,
}
