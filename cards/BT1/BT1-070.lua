-- BT1-070 Kuwagamon
-- [On Play] Suspend 1 of your opponent's Digimon.
return card {
  on_play = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
}
