-- BT5-007 Agumon
-- [On Play] Reveal 3 cards from the top of your deck. Add 1 Digimon card with [Greymon] in its
-- name (other than [DoruGreymon], [BurningGreymon], or [DexDoruGreymon]) and 1 Digimon card
-- with [Omnimon] in its name among them to your hand. Place the remaining cards at the bottom
-- of your deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    -- one of each; either alone when only it is there (as Q1288 rules for Shoutmon's)
    local greymon = { kind = "Digimon", name_has = "Greymon",
      except = { name = { "DoruGreymon", "BurningGreymon", "DexDoruGreymon" } } }
    ctx:move(ctx:choose_card(ctx:cards(revealed, greymon), { text = "add to your hand" }), "hand")
    ctx:move(ctx:choose_card(ctx:cards("revealed", { kind = "Digimon", name_has = "Omnimon" }),
      { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
