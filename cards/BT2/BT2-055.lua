-- BT2-055 ToyAgumon
-- Inherited: <Reboot> (Unsuspend this Digimon during your opponent's unsuspend phase.)
return card { inherited = { keywords = { "Reboot" } } }
