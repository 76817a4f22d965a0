-- BT3-075 Craniamon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [All Turns] Your Digimon with <Blocker> can't be deleted by your opponent's effects.
return card {
  keywords = { "Blocker" },
  -- Only deletion by effects: a battle or 0 DP still deletes them (Q1096).
  static = { {
    target = { owner = "you", kind = "Digimon", keyword = "Blocker" },
    cannot = { "be_deleted", by = "opponent_effects" },
  } },
}
