-- BT5-026 Coelamon
-- ＜Blocker＞ (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [When Attacking] Lose 2 memory.
return card {
  keywords = { "Blocker" },
  when_attacking = function(ctx) ctx:lose_memory(2) end,
}
