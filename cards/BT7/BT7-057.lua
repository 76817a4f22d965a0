-- BT7-057 Monitamon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 card with [Knightmon] in its name or 1
-- [DeadlyAxemon] among them to your hand. Place the remaining cards at the bottom of your
-- deck in any order.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    -- one card in all, of either kind
    local wanted = ctx:cards(revealed, { name_has = "Knightmon" })
    for _, c in ipairs(ctx:cards(revealed, { name = "DeadlyAxemon" })) do wanted[#wanted + 1] = c end
    ctx:move(ctx:choose_card(wanted, { text = "add to your hand" }), "hand")
    ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
  end,
}
