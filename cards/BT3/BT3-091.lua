-- BT3-091 Lilithmon
-- [When Digivolving] If you have 10 or more cards in your trash, you may return up to 2
-- purple Option cards from your trash to your hand.
-- [Your Turn][Once Per Turn] When you use an Option card, gain 2 memory.
--
-- "When you use" is the use of the card (9-1): an Option's effect activated some other way,
-- such as by a [Security] effect, does not trigger it (Q5449); it activates once the used
-- card's [Main] effect has (Q1117).
return card {
  when_digivolving = {
    condition = function(ctx) return #ctx:cards("trash") >= 10 end,
    run = function(ctx)
      -- "you may ... up to 2": 0, 1 or 2 of them (15-9-2, 1-3-6)
      local chosen = ctx:choose_card(ctx:cards("trash", { kind = "Option", color = "Purple" }), {
        count = 2, up_to = true, optional = true,
        text = "return up to 2 purple Option cards from your trash to your hand",
      })
      ctx:move(chosen, "hand")
    end,
  },
  when = { {
    on = "option_used", turn = "your", once_per_turn = true,
    trigger = function(ctx, ev) return ev.by_you end,
    run = function(ctx) ctx:gain_memory(2) end,
  } },
}
