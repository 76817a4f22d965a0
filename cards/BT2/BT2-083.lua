-- BT2-083 Millenniummon
-- [When Digivolving] Return 1 of your opponent's Digimon to the bottom of their deck. (Trash
-- all of the digivolution cards of that Digimon.)
-- [On Deletion] If this card had digivolution cards, you may play this card from your trash
-- without paying its memory cost.
return card {
  when_digivolving = function(ctx)
    ctx:move(ctx:choose_one("opponent_digimon"), "deck_bottom")
  end,
  on_deletion = {
    optional = true,
    -- what it had when it was deleted: its last-known information (ctx:last_known)
    condition = function(ctx)
      local last = ctx:last_known()
      return last ~= nil and last:digivolution_count() > 0
    end,
    run = function(ctx)
      if ctx:zone_of(ctx.card) == "trash" then ctx:play_card(ctx.card, { free = true }) end
    end,
  },
}
