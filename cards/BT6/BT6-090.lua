-- BT6-090 Izzy Izumi & Joe Kido
-- [Start of Your Turn] If your opponent has 2 or more Digimon in play, gain 2 memory.
-- [Opponent's Turn] When one of your black Digimon is deleted, you may suspend this Tamer to
-- trigger ＜Draw 1＞. (Draw 1 card from your deck.)
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:count("opponent_digimon") >= 2 end,
    run = function(ctx) ctx:gain_memory(2) end,
  },
  when = { {
    label = "[Opponent's Turn] When one of your black Digimon is deleted",
    on = "deleted", turn = "opponents",
    subject = { owner = "you", kind = "Digimon", color = "Black" },
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      ctx:run_keyword("Draw 1")
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
