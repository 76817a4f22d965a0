-- BT2-065 WarGreymon
-- <Blocker> (When an opponent's Digimon attacks, you may suspend this Digimon to force the
-- opponent to attack it instead.)
-- <Reboot> (Unsuspend this Digimon during your opponent's unsuspend phase.)
return card {
  keywords = { "Blocker", "Reboot" },
}
