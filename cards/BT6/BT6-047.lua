-- BT6-047 Morphomon
-- [On Deletion] Reveal the top 5 cards of your deck. Add 1 [Menoa Bellucci] and 1 Digimon
-- card with [Eosmon] in its name among them to your hand. Place the remaining cards at the
-- bottom of your deck in any order.
return card {
  on_deletion = function(ctx)
    local revealed = ctx:reveal(5)
    -- one of each, either alone when only it is there
    ctx:move(ctx:choose_card(ctx:cards(revealed, { name = "Menoa Bellucci" }), {
      text = "add 1 [Menoa Bellucci] to your hand",
    }), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", name_has = "Eosmon" }), {
      text = "add 1 Digimon card with [Eosmon] in its name to your hand",
    }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
