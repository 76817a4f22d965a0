-- BT3-095 Joe Kido
-- [Start of Your Turn] If you have a Digimon with <Blocker> in play, gain 1 memory.
-- [Security] Play this card without paying its memory cost.
--
-- 1 memory however many Digimon with <Blocker> you have (Q1126).
return card {
  start_of_your_turn = {
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Digimon", keyword = "Blocker" }) > 0 end,
    run = function(ctx) ctx:gain_memory(1) end,
  },
  security = function(ctx) ctx:play_self { free = true } end,
}
