-- BT2-074 Devimon
-- <Retaliation> (When this Digimon is deleted after losing a battle, delete the Digimon it was
-- battling.)
-- Inherited: <Retaliation> (When this Digimon is deleted after losing a battle, delete the
-- Digimon it was battling.)
return card {
  keywords = { "Retaliation" },
  inherited = { keywords = { "Retaliation" } },
}
