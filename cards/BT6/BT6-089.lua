-- BT6-089 T.K. Takaishi & Kari Kamiya
-- [Start of Your Turn] If you have fewer security cards than your opponent, gain 2 memory.
-- [Your Turn] When one of your yellow Digimon attacks, you may suspend this Tamer to have 1 of
-- your opponent's Digimon get -1000 DP for the turn.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:security_count() < ctx:security_count("opponent") end,
    run = function(ctx) ctx:gain_memory(2) end,
  },
  when = { {
    label = "[Your Turn] When one of your yellow Digimon attacks",
    on = "attacks", turn = "your",
    subject = { owner = "you", kind = "Digimon", color = "Yellow" },
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:dp_plus(ctx:choose_one("opponent_digimon"), -1000, "turn")
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
