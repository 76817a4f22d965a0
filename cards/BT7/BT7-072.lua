-- BT7-072 Eyesmon
-- When you trash this card in your hand using one of your effects, if [Eyesmon: Scatter Mode]
-- is in your trash, you may play this card without paying its memory cost.
-- [Your Turn] For each [Eyesmon: Scatter Mode] in your trash, this Digimon gets +2000 DP.
local scatter = { name = "Eyesmon: Scatter Mode" }

return card {
  when = { {
    label = "When you trash this card in your hand using one of your effects",
    -- it triggers in the trash, where it waits (4-14-2)
    on = "card_moved", subject = "this_card", from = "hand", to = "trash", area = "trash",
    optional = true,
    trigger = function(ctx, ev) return ev.cause == "effect" and ev.effect_of == "you" end,
    -- a [Eyesmon: Scatter Mode] trashed with it by the same effect counts (Q1633)
    condition = function(ctx) return ctx:count_cards("trash", scatter) > 0 end,
    run = function(ctx)
      if ctx:zone_of(ctx.card) == "trash" then ctx:play_card(ctx.card, { free = true }) end
    end,
  } },
  static = { {
    turn = "your",
    dp = function(ctx) return 2000 * ctx:count_cards("trash", scatter) end,
  } },
}
