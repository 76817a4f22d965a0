-- BT2-058 Guardromon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [Your Turn] This Digimon can't attack.
return card {
  keywords = { "Blocker" },
  static = { { turn = "your", cannot = "attack" } },
}
