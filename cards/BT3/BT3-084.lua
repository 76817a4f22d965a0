-- BT3-084 Raremon
-- [On Play] Reveal the top 3 cards of your deck. Add 1 Option card among them to your hand.
-- Trash the remaining cards.
return card {
  on_play = function(ctx)
    local revealed = ctx:reveal(3)
    ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Option" }), {
      text = "add 1 Option card to your hand",
    }), "hand")
    ctx:move(ctx:cards("revealed"), "trash")
  end,
}
