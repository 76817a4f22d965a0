-- BT3-072 BryweLudramon
-- Inherited: <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to
-- force the opponent to attack it instead.)
return card {
  inherited = { keywords = { "Blocker" } },
}
