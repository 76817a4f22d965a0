-- BT6-005 Pagumon
-- Inherited: [On Deletion] Reveal the top card of your deck. Add it to your hand if it's a
-- black Digimon card. Otherwise, place it at the bottom of your deck.
return card {
  inherited = {
    on_deletion = function(ctx)
      local revealed = ctx:reveal(1)
      local black = ctx:cards(revealed, { kind = "Digimon", color = "Black" })[1]
      if black then ctx:move(black, "hand") end
      ctx:move(ctx:cards("revealed"), "deck_bottom")
    end,
  },
}
