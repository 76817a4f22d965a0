-- BT3-063 Sukamon
-- [On Deletion] Reveal the top 3 cards of your deck. You may play 1 [Chuumon] among them
-- without paying its memory cost. Place the remaining cards at the bottom of your deck in any
-- order.
return card {
  on_deletion = function(ctx)
    local revealed = ctx:reveal(3)
    local playable = {}
    for _, c in ipairs(ctx:cards(revealed, { name = "Chuumon" })) do
      if ctx:can_play(c, { free = true }) then playable[#playable + 1] = c end
    end
    local chuumon = ctx:choose_card(playable, { optional = true, text = "play 1 [Chuumon] without paying its memory cost" })[1]
    if chuumon then ctx:play_card(chuumon, { free = true }) end
    ctx:to_deck_bottom(ctx:cards("revealed"))
  end,
}
