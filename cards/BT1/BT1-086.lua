-- BT1-086 Matt Ishida
-- [Start of Your Turn] If you have 2 or less memory, set your memory to 3.
-- [Your Turn] When you play a blue Digimon, you can suspend this Tamer to trash the
-- bottom digivolution card of 1 of your opponent's Digimon.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  when = { {
    on = "played", subject = { owner = "you", kind = "Digimon", color = "Blue" }, turn = "your",
    optional = true,
    condition = function(ctx) return ctx:can_suspend(ctx.self) end,
    run = function(ctx)
      ctx:suspend("self")
      local mon = ctx:choose_one("opponent_digimon")
      if mon then ctx:trash_digivolution_cards(mon, 1, "bottom") end
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
