-- ST7-04 Biyomon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- [Your Turn] This Digimon can't attack players.
return card {
  keywords = { "Blocker" },
  static = { { turn = "your", cannot = "attack_players" } },
}
