-- BT1-085 Tai Kamiya
-- [Start of Your Turn] If you have 2 or less memory, set your memory to 3.
-- [Your Turn] All of your red Digimon with 4 or more digivolution cards gain <Security
-- Attack +1> (This Digimon checks 1 additional security card).
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:memory() <= 2 end,
    run = function(ctx) ctx:set_memory(3) end,
  },
  static = { {
    turn = "your", keyword = "Security A.",
    target = { owner = "you", kind = "Digimon", digivolution_cards_at_least = 4 },
    -- red now (2-4-3), asked of these few only: reading a Digimon's colors derives it
    -- again, which a color key in the target filter would do for every object
    checks = function(ctx, mon) return mon:has_color("Red") and 1 or 0 end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
