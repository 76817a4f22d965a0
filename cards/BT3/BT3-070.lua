-- BT3-070 Etemon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [On Deletion] Reveal 5 cards from the top of your deck. You may play 1 level 6 Digimon card
-- with [Etemon] in its name among them without paying its memory cost. Place the remaining
-- cards at the bottom of your deck in any order.
return card {
  keywords = { "Blocker" },
  on_deletion = function(ctx)
    local revealed = ctx:reveal(5)
    local playable = {}
    for _, c in ipairs(ctx:cards(revealed, { kind = "Digimon", level = 6, name_has = "Etemon" })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local etemon = ctx:choose_card(playable, {
      optional = true, text = "play 1 level 6 Digimon card with [Etemon] in its name without paying its memory cost",
    })[1]
    if etemon then ctx:play_card(etemon, { free = true }) end
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
