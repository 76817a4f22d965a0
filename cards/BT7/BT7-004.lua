-- BT7-004 Koromon
-- Inherited: [When Attacking] Reveal the top card of your deck, and place it at the top or
-- bottom of your deck.
return card {
  inherited = {
    when_attacking = function(ctx)
      local revealed = ctx:reveal(1)
      if #revealed == 0 then return end
      if ctx:choose_text({ "place it at the top of your deck", "place it at the bottom of your deck" },
        "place the revealed card") == 1 then
        ctx:move(revealed, "deck_top")
      else
        ctx:move(revealed, "deck_bottom")
      end
    end,
  },
}
