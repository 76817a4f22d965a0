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
    turn = "your", target = { owner = "you", kind = "Digimon", has_digivolution_cards = true },
    -- red: its top card's color (no card of the time changes colors; reading the color
    -- a Digimon has now, while its own values are being computed, recurses)
    checks = function(ctx, mon)
      return (mon:digivolution_count() >= 4 and ctx:matches(mon:top(), "Red")) and 1 or 0
    end,
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
