-- BT4-095 Yoshino Fujieda
-- [On Play] Return 1 Digi-Egg card from your trash to the bottom of your Digi-Egg deck.
-- [Your Turn] When digivolving one of your Digimon into a Digimon card in your hand with
-- <Digi-Burst>, you may suspend this Tamer to reduce the digivolution cost by 1.
-- [Security] Play this card without paying its memory cost.

-- "with <Digi-Burst>": an effect of its own starts with the keyword, whatever its timing
-- (Q1247); a text that only names <Digi-Burst> has none (the card filter's keyword).
return card {
  -- a Digi-Egg sent to the deck goes to the bottom of the Digi-Egg deck (3-1-3-9)
  on_play = function(ctx)
    ctx:move(ctx:choose_card(ctx:cards("trash", { kind = "Digi-Egg" }), {
      text = "return 1 Digi-Egg card to the bottom of your Digi-Egg deck",
    }), "deck_bottom")
  end,
  would = { {
    label = "[Your Turn] When digivolving into a card with <Digi-Burst> in your hand",
    on = "digivolve", subject = "your_digimon", turn = "your",
    trigger = function(ctx)
      local into = ctx:would_card()
      return into ~= nil
        and #ctx:cards({ into }, { zone = "hand", kind = "Digimon", keyword = "Digi-Burst" }) == 1
    end,
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    reduces = 1,
    run = function(ctx)
      ctx:suspend("self")
      ctx:change_cost(-1)
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
