-- BT4-071 Tankdramon
-- [Your Turn] When one of your other Digimon with [D-Brigade] in its type is deleted, reveal
-- the top 2 cards of your deck. You may play 1 [Commandramon] among them without paying its
-- memory cost. Place the remaining cards at the bottom of your deck in any order.
return card {
  when = { {
    on = "deleted", turn = "your",
    subject = { owner = "you", kind = "Digimon", trait = "D-Brigade", not_self = true },
    run = function(ctx)
      local revealed = ctx:reveal(2)
      local commandramon = ctx:choose_card(ctx:cards(revealed, { name = "Commandramon" }), {
        count = 1, optional = true, text = "play without paying its memory cost",
      })[1]
      if commandramon then ctx:play_card(commandramon, { free = true }) end
      ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
    end,
  } },
}
