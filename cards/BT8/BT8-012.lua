-- BT8-012 Flamedramon
-- ＜Armor Purge＞ (When this Digimon would be deleted, you may trash the top card of this
-- Digimon to prevent that deletion.)
-- [When Attacking] This Digimon gets +3000 DP for the turn.
return card {
  keywords = { "Armor Purge" },
  -- given to the Digimon, not to the card: it stays once <Armor Purge> trashed this
  -- card (Q1701)
  when_attacking = function(ctx) ctx:dp_plus(ctx.self, 3000, "turn") end,
}
