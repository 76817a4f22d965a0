-- ST2-12 Matt Ishida
-- [Start of Your Turn] If your opponent has a Digimon with no digivolution cards, gain 1 memory.
-- [Security] Play this card without paying its memory cost.
return card {
  start_of_your_turn = {
    condition = function(ctx)
      return ctx:count({ owner = "opponent", kind = "Digimon", has_digivolution_cards = false }) > 0
    end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
