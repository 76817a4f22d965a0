-- BT1-088 Izzy Izumi
-- [Main] If you have a level 5 or higher green Digimon in play, you can suspend this
-- Tamer to reveal the top card of your deck. If that card is a Digimon card, add it to
-- your hand. Otherwise place it at the bottom of your deck.
-- [Security] Play this card without paying its memory cost.
return card {
  main = {
    condition = function(ctx)
      return ctx:can_suspend(ctx.self)
        and ctx:count({ owner = "you", kind = "Digimon", color = "Green", level_at_least = 5 }) > 0
    end,
    run = function(ctx)
      ctx:suspend("self")
      local card = ctx:reveal(1)[1]
      if card then ctx:move(card, card:kind() == "Digimon" and "hand" or "deck_bottom") end
    end,
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
