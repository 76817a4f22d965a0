-- BT8-051 Digmon
-- ＜Armor Purge＞ (When this Digimon would be deleted, you may trash the top card of this
-- Digimon to prevent that deletion.)
-- [When Attacking] 1 of your opponent's suspended Digimon gets -3000 DP for the turn.
return card {
  keywords = { "Armor Purge" },
  when_attacking = function(ctx)
    ctx:dp_plus(ctx:choose_one({ owner = "opponent", kind = "Digimon", suspended = true }), -3000, "turn")
  end,
}
