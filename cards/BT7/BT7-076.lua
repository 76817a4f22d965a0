-- BT7-076 Orochimon
-- When you trash this card in your hand using one of your effects, ＜Draw 1＞. (Draw 1 card
-- from your deck.)
-- Inherited: [When Attacking][Once Per Turn] You may trash 1 card in your hand to gain 1
-- memory.
return card {
  when = { {
    -- it triggers from the trash, where the card now is (4-14-2); an opponent's effect
    -- that makes you trash it does not
    label = "When you trash this card in your hand",
    on = "card_moved", subject = "this_card", area = "trash", from = "hand", to = "trash", owner = "you",
    trigger = function(ctx, ev) return ev.cause == "effect" and ev.effect_of == "you" end,
    run = function(ctx) ctx:run_keyword("Draw 1") end,
  } },
  inherited = {
    when_attacking = {
      -- all "you may": declined, it does not activate and its [Once Per Turn] is not spent
      -- (15-9-2-2, 15-14-1-1)
      once_per_turn = true, optional = true,
      condition = function(ctx) return ctx:count_cards("hand") > 0 end,
      run = function(ctx)
        -- "by X, Y" (15-8-3): the memory only once a card was trashed
        local trashed = ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
        if trashed > 0 then ctx:gain_memory(1) end
      end,
    },
  },
}
