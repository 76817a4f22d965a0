-- BT2-061 Andromon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
return card {
  keywords = { "Blocker" },
}
