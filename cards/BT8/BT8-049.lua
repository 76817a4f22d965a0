-- BT8-049 Namakemon
-- [Main] You may suspend this Digimon to reveal the top 3 cards of your deck. Add 1 green
-- Digimon card among them to your hand. Place the remaining cards at the bottom of your deck
-- in any order.
return card {
  main = {
    -- "by suspending this Digimon": declared only while it can be suspended (15-8-4-4-1)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      local revealed = ctx:reveal(3)
      ctx:move(ctx:choose_card(ctx:cards(revealed, { kind = "Digimon", color = "Green" }), {
        text = "add 1 green Digimon card to your hand",
      }), "hand")
      ctx:move(ctx:cards("revealed"), "deck_bottom", { order = "any" })
    end,
  },
}
