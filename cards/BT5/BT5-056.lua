-- BT5-056 Rafflesimon
-- [Main] <Digi-Burst 2> (Trash 2 of this Digimon's Digivolution cards to activate the
-- effect below.)・All of your Digimon get +2000 DP for the turn.
-- [Your Turn][Once Per Turn] When one of your Digimon activates <Digi-Burst>, 1 of your
-- opponent's Digimon can't attack or block until the end of your opponent's next turn.
return card {
  keywords = { "Digi-Burst 2" },
  main = {
    -- <Digi-Burst> is the effect's processing condition (16-13-2): without 2 digivolution
    -- cards the [Main] effect cannot be activated (15-6-3)
    condition = function(ctx) return ctx:can_run_keyword("Digi-Burst 2") end,
    run = function(ctx)
      if ctx:run_keyword("Digi-Burst 2") then ctx:dp_plus("your_digimon", 2000, "turn") end
    end,
  },
  when = { {
    label = "[Your Turn][Once Per Turn]",
    -- activating <Digi-Burst> is trashing the cards under that Digimon (16-13-1); they go
    -- at once and trigger once (15-5-2), after the effect it opens (12-14-8)
    on = "card_moved", subject = { owner = "you", kind = "Digimon" }, from = "digivolution", to = "trash",
    turn = "your", once_per_turn = true,
    condition = function(ctx) return ctx.event.effect_keyword == "Digi-Burst" end,
    run = function(ctx)
      ctx:cannot(ctx:choose_one("opponent_digimon"), { "attack", "block" }, "opponents_next_turn")
    end,
  } },
}
