-- BT1-036 Garurumon
-- [On Play] Unsuspend 1 of your Digimon.
return card {
  on_play = function(ctx) ctx:unsuspend(ctx:choose_one("your_digimon")) end,
}
