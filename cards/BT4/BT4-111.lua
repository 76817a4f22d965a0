-- BT4-111 Jack Raid
-- [Main] Gain 1 memory for every 10 cards in your trash.
-- [Security] Gain 2 memory.
return card {
  -- the Option itself is not in the trash yet while its effect resolves (9-1, Q1278)
  main = function(ctx) ctx:gain_memory(math.floor(ctx:count_cards("trash") / 10)) end,
  security = function(ctx) ctx:gain_memory(2) end,
}
