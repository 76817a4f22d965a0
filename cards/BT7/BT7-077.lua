-- BT7-077 Nidhoggmon
-- When you trash this card in your hand using one of your effects, gain 1 memory.
-- [When Digivolving] You may trash 1 card in your hand to delete 1 of your opponent's level 4
-- or lower Digimon.
return card {
  when = { {
    -- it triggers from the trash, where the card now is (4-14-2); an opponent's effect
    -- that makes you trash it does not
    label = "When you trash this card in your hand",
    on = "card_moved", subject = "this_card", area = "trash", from = "hand", to = "trash", owner = "you",
    trigger = function(ctx, ev) return ev.cause == "effect" and ev.effect_of == "you" end,
    run = function(ctx) ctx:gain_memory(1) end,
  } },
  when_digivolving = {
    optional = true,
    condition = function(ctx) return ctx:count_cards("hand") > 0 end,
    run = function(ctx)
      -- "by X, Y" (15-8-3): the deletion only once a card was trashed
      local trashed = ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
      if trashed > 0 then
        ctx:delete(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }))
      end
    end,
  },
}
