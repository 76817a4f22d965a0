-- BT5-093 Tai Kamiya & Matt Ishida
-- [Start of Your Turn] If your opponent has a level 6 or higher Digimon in play, gain 2
-- memory.
-- [Your Turn] All of your Digimon with [Omnimon] in their names gain <Security Attack +1>.
-- (This Digimon checks 1 additional security card.)
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", level_at_least = 6 }) > 0
    end,
    run = function(ctx) ctx:gain_memory(2) end,
  },
  static = { {
    turn = "your", keyword = "Security A. +1",
    target = { owner = "you", kind = "Digimon", name_has = "Omnimon" },
  } },
  security = function(ctx) ctx:play_self { free = true } end,
}
