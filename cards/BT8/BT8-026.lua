-- BT8-026 Halsemon
-- <Armor Purge> (When this Digimon would be deleted, you may trash the top card of this
-- Digimon to prevent that deletion.)
-- [When Attacking] Delete 1 of your opponent's level 3 Digimon.

return card {
  keywords = { "Armor Purge" },
  when_attacking = function(ctx)
    local mon = ctx:choose_one({ owner = "opponent", kind = "Digimon", level = 3 }, { text = "delete" })
    if mon then ctx:delete(mon) end
  end,
}
