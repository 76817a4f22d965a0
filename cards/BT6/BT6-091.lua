-- BT6-091 Sora Takenouchi & Mimi Tachikawa
-- [Start of Your Turn] If your opponent doesn't have a level 4 or lower Digimon in play, gain
-- 2 memory.
-- [Your Turn] When one of your purple Digimon attacks, you may suspend this Tamer to trigger
-- ＜Draw 1＞. (Draw 1 card from your deck.) Then, trash 1 card in your hand.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    -- also when they have no Digimon at all (Q1480)
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", level_at_most = 4 }) == 0
    end,
    run = function(ctx) ctx:gain_memory(2) end,
  },
  when = { {
    label = "[Your Turn] When one of your purple Digimon attacks",
    on = "attacks", turn = "your",
    subject = { owner = "you", kind = "Digimon", color = "Purple" },
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:run_keyword("Draw 1")
      ctx:trash_cards(ctx:choose_card(ctx:hand(), { count = 1, text = "trash 1 card in your hand" }))
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
