-- ST8-03 Dracomon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 Digimon card with [Dramon] in its
-- name among them to your hand. Place the remaining cards at the bottom of your deck in
-- any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    -- [Dramon] is a name stem: Veedramon and Coredramon have it (core/name_part.go).
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", name_has = "Dramon" })), "hand")
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
