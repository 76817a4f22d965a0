-- BT3-080 Saberdramon
-- Inherited: <Retaliation> (When this Digimon is deleted after losing a battle, delete the
-- Digimon it was battling.)
return card {
  inherited = { keywords = { "Retaliation" } },
}
