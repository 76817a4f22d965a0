-- ST3-07 Unimon
-- <Blocker>
-- [When Attacking] Lose 2 memory.
return card {
  keywords = { "Blocker" },
  when_attacking = function(ctx) ctx:lose_memory(2) end,
}
