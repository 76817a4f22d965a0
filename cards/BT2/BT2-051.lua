-- BT2-051 RustTyrannomon
-- [Your Turn] When you have a green Tamer in play, this Digimon can attack your opponent's
-- unsuspended Digimon.
-- [Your Turn] When this Digimon deletes one of your opponent's Digimon in battle and survives,
-- suspend 1 of your opponent's Digimon.
return card {
  static = { {
    turn = "your", can = "attack_unsuspended",
    condition = function(ctx) return ctx:count({ owner = "you", kind = "Tamer", color = "Green" }) > 0 end,
  } },
  when = { {
    on = "deletes_in_battle_and_survives", subject = "self", turn = "your",
    run = function(ctx) ctx:suspend(ctx:choose_one("opponent_digimon")) end,
  } },
}
