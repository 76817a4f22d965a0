-- BT5-091 Takumi Aiba
-- [Your Turn] When one of your Digimon digivolves, you may suspend this Tamer to trigger
-- <Draw 1>. (Draw 1 card from your deck.)
-- [All Turns] All level 3 Digimon gain "[When Attacking] Lose 1 memory."
-- [Security] Play this card without paying its memory cost.
--
-- "All level 3 Digimon": both players' (15-11-2). The given effect is the attacking
-- Digimon's, so its controller loses the memory; two Takumis give two (Q1370).
return card {
  when = { {
    label = "[Your Turn] When one of your Digimon digivolves",
    on = "digivolves", turn = "your", subject = "your_digimon",
    optional = true,
    -- "by suspending this Tamer": only an unsuspended Tamer can pay it (15-7)
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:run_keyword("Draw 1")
    end,
  } },
  static = { {
    target = { kind = "Digimon", level = 3 },
    give_effect = { when_attacking = function(ctx) ctx:lose_memory(1) end },
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
