-- BT8-053 Lighdramon
-- ＜Armor Purge＞ (When this Digimon would be deleted, you may trash the top card of this
-- Digimon to prevent that deletion.)
-- [When Digivolving] Suspend 1 of your opponent's level 4 or lower Digimon.
return card {
  keywords = { "Armor Purge" },
  when_digivolving = function(ctx)
    ctx:suspend(ctx:choose_one({ owner = "opponent", kind = "Digimon", level_at_most = 4 }))
  end,
}
