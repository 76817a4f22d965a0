-- BT2-089 Tai Kamiya
-- [Start of Your Turn] If you have 2 memory or less, set your memory to 3.
-- [Opponent's Turn] All of your black Digimon get +1000 DP.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  static = { {
    turn = "opponents", target = "your_digimon",
    -- black now (2-4-3), asked of your Digimon only (as BT1-085 asks red)
    dp = function(ctx, mon) return mon:has_color("Black") and 1000 or 0 end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
